import styled from 'styled-components';
import { Badge, Button, type CategoryTreeNode } from '@app/shared';
import { CATEGORY_TEXTS } from '../../../constants';
import { Muted } from '../../../common/layout';
import { sortSiblings } from '../treeUtils';

const List = styled.ul<{ $root?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ $root }) => ($root ? '0' : '1.5rem')};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  margin-bottom: 0.375rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  strong { margin-right: 0.25rem; }
`;

const RowActions = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

export interface CategoryActions {
  onMove: (node: CategoryTreeNode, siblings: CategoryTreeNode[], delta: -1 | 1) => void;
  onToggleFeatured: (node: CategoryTreeNode) => void;
  onAddChild: (node: CategoryTreeNode) => void;
  onEdit: (node: CategoryTreeNode) => void;
  onDelete: (node: CategoryTreeNode) => void;
}

interface Props {
  nodes: CategoryTreeNode[];
  canManage: boolean;
  actions: CategoryActions;
  busy: boolean;
  root?: boolean;
}

/** The category tree; each level lists its siblings in sort order with move up/down. */
export function CategoryTree({ nodes, canManage, actions, busy, root = true }: Props) {
  const siblings = sortSiblings(nodes);
  return (
    <List $root={root} role={root ? 'tree' : 'group'} aria-label={root ? CATEGORY_TEXTS.title : undefined}>
      {siblings.map((node, index) => (
        <li key={node._id} role="treeitem" aria-label={node.name} aria-expanded={node.children?.length ? true : undefined} data-testid="category-node">
          <Row>
            <strong>{node.name}</strong>
            <Muted>/{node.slug}</Muted>
            <Badge $tone="info" data-testid="category-count">{CATEGORY_TEXTS.products(node.productCount ?? 0)}</Badge>
            {node.featured && <Badge $tone="warning">{CATEGORY_TEXTS.featured}</Badge>}
            {!node.isActive && <Badge $tone="danger">Inactive</Badge>}
            {canManage && (
              <RowActions>
                <Button size="sm" variant="ghost" aria-label={`${CATEGORY_TEXTS.moveUp} ${node.name}`} disabled={busy || index === 0} onClick={() => actions.onMove(node, siblings, -1)}>
                  ↑
                </Button>
                <Button size="sm" variant="ghost" aria-label={`${CATEGORY_TEXTS.moveDown} ${node.name}`} disabled={busy || index === siblings.length - 1} onClick={() => actions.onMove(node, siblings, 1)}>
                  ↓
                </Button>
                <Button size="sm" variant="secondary" aria-pressed={node.featured} aria-label={`${node.featured ? CATEGORY_TEXTS.unfeature : CATEGORY_TEXTS.feature} ${node.name}`} disabled={busy} onClick={() => actions.onToggleFeatured(node)}>
                  {node.featured ? CATEGORY_TEXTS.unfeature : CATEGORY_TEXTS.feature}
                </Button>
                <Button size="sm" variant="secondary" aria-label={`${CATEGORY_TEXTS.addSubcategory} ${node.name}`} onClick={() => actions.onAddChild(node)}>
                  {CATEGORY_TEXTS.addSubcategory}
                </Button>
                <Button size="sm" variant="secondary" aria-label={`Edit ${node.name}`} onClick={() => actions.onEdit(node)}>
                  Edit
                </Button>
                <Button size="sm" variant="danger" aria-label={`Delete ${node.name}`} onClick={() => actions.onDelete(node)}>
                  Delete
                </Button>
              </RowActions>
            )}
          </Row>
          {node.children?.length > 0 && <CategoryTree nodes={node.children} canManage={canManage} actions={actions} busy={busy} root={false} />}
        </li>
      ))}
    </List>
  );
}
