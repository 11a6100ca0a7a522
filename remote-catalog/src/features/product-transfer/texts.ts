import { IMPORT_DIALOG_TEXTS } from '@app/shared';
import type { BulkAction } from './api';

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

export const TRANSFER_TEXTS = {
  bulkActions: 'Bulk Actions',
  selected: (n: number) => `${n} selected`,
  selectAllMatching: (n: number) => `Select all ${n} matching this filter`,
  allMatchingSelected: (n: number) => `All ${n} matching products are selected.`,
  clearSelection: 'Clear selection',
  export: 'Export',
  exportCsv: 'CSV',
  exportExcel: 'Excel',
  exported: (file: string) => `Downloaded ${file}`,
  import: 'Import',
  category: 'Category',
  chooseCategory: 'Choose a category',
  tag: 'Tag',
  tagRequired: 'Enter a tag',
  categoryRequired: 'Choose a category',
  cancel: 'Cancel',
} as const;

/** Menu label, dialog title, question (with the count) and result toast (with the server's `affected`). */
export const BULK_TEXTS: Record<BulkAction, { label: string; title: string; message: (n: number) => string; done: (n: number) => string }> = {
  activate: {
    label: 'Activate',
    title: 'Activate Products',
    message: (n) => `Activate ${products(n)}? They become visible to users.`,
    done: (n) => `${products(n)} activated`,
  },
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate Products',
    message: (n) => `Deactivate ${products(n)}? Inactive products are not visible to users.`,
    done: (n) => `${products(n)} deactivated`,
  },
  feature: {
    label: 'Feature',
    title: 'Feature Products',
    message: (n) => `Feature ${products(n)}? Featured products appear on the homepage.`,
    done: (n) => `${products(n)} featured`,
  },
  unfeature: {
    label: 'Unfeature',
    title: 'Unfeature Products',
    message: (n) => `Unfeature ${products(n)}? They no longer appear on the homepage.`,
    done: (n) => `${products(n)} unfeatured`,
  },
  move: {
    label: 'Move to category',
    title: 'Move Products',
    message: (n) => `Move ${products(n)} to this category?`,
    done: (n) => `${products(n)} moved`,
  },
  addTag: {
    label: 'Add tag',
    title: 'Add Tag',
    message: (n) => `Add this tag to ${products(n)}?`,
    done: (n) => `Tag added to ${products(n)}`,
  },
  removeTag: {
    label: 'Remove tag',
    title: 'Remove Tag',
    message: (n) => `Remove this tag from ${products(n)}?`,
    done: (n) => `Tag removed from ${products(n)}`,
  },
  delete: {
    label: 'Delete',
    title: 'Delete Products',
    message: (n) => `Delete ${products(n)}? This action cannot be undone.`,
    done: (n) => `${products(n)} deleted`,
  },
};

export const IMPORT_TEXTS = {
  ...IMPORT_DIALOG_TEXTS,
  title: 'Import Products',
  intro: 'Upload a .csv or .xlsx file with one product per row. A row with the _id of an existing product updates it; other rows create products. Either every row is imported or none is.',
  limits: (rows: number, megabytes: number) => `Up to ${rows.toLocaleString('en-US')} rows and ${megabytes} MB per file.`,
  validate: 'Validate only',
  upload: 'Import',
  field: 'Column',
  imported: (created: number, updated: number) => `${created} created, ${updated} updated`,
  validated: (created: number, updated: number) => `The file is valid: ${created} would be created, ${updated} updated. Nothing was saved.`,
} as const;
