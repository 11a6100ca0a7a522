import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMenuButton } from '../hooks/useMenuButton';

function Actions({ onSelect }: { onSelect: (name: string) => void }) {
  const menu = useMenuButton();
  return (
    <div>
      <div ref={menu.wrapperRef}>
        <button type="button" {...menu.buttonProps}>
          Actions
        </button>
        {menu.open && (
          <div {...menu.menuProps} aria-label="Actions">
            {['Copy', 'Archive', 'Disabled', 'Delete'].map((name) => (
              <button
                key={name}
                type="button"
                role="menuitem"
                {...menu.itemProps}
                disabled={name === 'Disabled'}
                onClick={() => {
                  menu.close(true);
                  onSelect(name);
                }}
              >
                {name}
              </button>
            ))}
          </div>
        )}
      </div>
      <button type="button">Outside</button>
    </div>
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });
const trigger = () => screen.getByRole('button', { name: 'Actions' });

describe('useMenuButton', () => {
  it('opens on Enter at the first item; arrows move and wrap over disabled items; Home and End jump', async () => {
    const user = userEvent.setup();
    render(<Actions onSelect={() => undefined} />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(item('Copy')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Archive')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Delete')).toHaveFocus(); // the disabled item is skipped
    await user.keyboard('{ArrowDown}');
    expect(item('Copy')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Copy')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
  });

  it('ArrowUp on the button opens at the last item; Escape closes and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Actions onSelect={() => undefined} />);
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter on an item chooses it and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Actions onSelect={onSelect} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Archive');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes on Tab, on a click outside, and on a second click of the button', async () => {
    const user = userEvent.setup();
    render(<Actions onSelect={() => undefined} />);
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
