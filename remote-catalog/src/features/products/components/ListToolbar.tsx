import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, Select, type LinkStatus } from '@app/shared';
import type { CategoryOption } from '../form/useCategoryOptions';
import { LINK_STATUSES, LINK_TEXTS, PRODUCT_TEXTS } from '../../../constants';
import { VisuallyHidden } from '../../../common/layout';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
  > input { flex: 1 1 16rem; }
  > select { flex: 0 1 14rem; width: auto; }
`;

export interface ListToolbarProps {
  search: string;
  category: string;
  categories: CategoryOption[];
  onSearch: (text: string) => void;
  linkStatus: LinkStatus | '';
  onCategory: (id: string) => void;
  onLinkStatus: (status: LinkStatus | '') => void;
}

/** Search (applied on submit, back to page 1), the category and link health filters (applied on change). */
export function ListToolbar({ search, category, categories, linkStatus, onSearch, onCategory, onLinkStatus }: ListToolbarProps) {
  const [text, setText] = useState(search);
  // Back/forward or a shared link changes the URL: show its search text.
  useEffect(() => setText(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor="product-search">{PRODUCT_TEXTS.searchPlaceholder}</VisuallyHidden>
      <Input id="product-search" type="search" placeholder={PRODUCT_TEXTS.searchPlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit">{PRODUCT_TEXTS.search}</Button>
      <Select aria-label={PRODUCT_TEXTS.filterByCategory} value={category} onChange={(e) => onCategory(e.target.value)}>
        <option value="">{PRODUCT_TEXTS.allCategories}</option>
        {categories.map((c) => (
          <option key={c._id} value={c._id}>
            {c.label}
          </option>
        ))}
      </Select>
      <Select aria-label={LINK_TEXTS.filterByLinkHealth} value={linkStatus} onChange={(e) => onLinkStatus(e.target.value as LinkStatus | '')}>
        <option value="">{LINK_TEXTS.allLinks}</option>
        {LINK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LINK_TEXTS.status[status]}
          </option>
        ))}
      </Select>
    </Form>
  );
}
