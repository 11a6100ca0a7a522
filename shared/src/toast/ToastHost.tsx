import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { toast, toastStore, type ToastKind } from './toastStore';

export type ToastPlacement = 'top-right' | 'top-center';

const Region = styled.div<{ $placement: ToastPlacement }>`
  position: fixed;
  top: 1rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  pointer-events: none;
  ${({ $placement }) => ($placement === 'top-center' ? 'left: 50%; transform: translateX(-50%);' : 'right: 1rem;')}
`;

const colors: Record<ToastKind, string> = { success: '#16a34a', error: '#dc2626', info: '#2563eb' };

const Item = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  min-width: 16rem;
  max-width: 24rem;
  background: #fff;
  color: #111827;
  border-left: 4px solid ${({ $kind }) => colors[$kind]};
  border-radius: 0.5rem;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
  padding: 0.75rem 1rem;
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
`;

/** Renders the toasts; the shell places it top-right in the admin area and top-centre on the public site. */
export function ToastHost({ placement = 'top-right' }: { placement?: ToastPlacement }) {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <Region $placement={placement} data-placement={placement} aria-live="polite" data-testid="toast-region">
      {items.map((item) => (
        <Item key={item.id} $kind={item.kind} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{item.text}</span>
          <button type="button" aria-label="Close notification" onClick={() => toast.dismiss(item.id)} style={{ background: 'none', border: 0, cursor: 'pointer' }}>
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
