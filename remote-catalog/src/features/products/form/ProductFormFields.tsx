import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { Field, FieldHint, Label, ProductImage, Select, TextField } from '@app/shared';
import type { CategoryOption } from './useCategoryOptions';
import { CURRENCIES, PRODUCT_TEXTS, RECOMMENDED_IMAGE_SIZE, STOCK_OPTIONS } from '../../../constants';
import type { ProductFormErrors, ProductFormValues } from './formModel';

const Section = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  padding: 1.25rem;
  margin: 0 0 1.25rem;
  legend { font-weight: 700; font-size: ${({ theme }) => theme.font.size.lg}; padding: 0 0.5rem; }
`;

const Columns = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
`;

const Preview = styled.figure`
  margin: 0;
  img { max-width: 20rem; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radius.md}; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Check = styled.div`
  margin-bottom: 1rem;
  label { display: inline-flex; gap: 0.5rem; align-items: center; font-weight: 600; }
`;

export interface ProductFormFieldsProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  categories: CategoryOption[];
  disabled: boolean;
  onChange: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
}

/** The four sections of the add and edit forms. */
export function ProductFormFields({ values, errors, categories, disabled, onChange }: ProductFormFieldsProps) {
  const text = (key: keyof ProductFormValues) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    disabled,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(key, e.target.value as never),
  });
  return (
    <>
      <Section>
        <legend>{PRODUCT_TEXTS.basicInformation}</legend>
        <TextField label="Product Title*" placeholder="Enter product title" {...text('title')} />
        <Columns>
          <TextField label="Ranking Number*" type="number" step={1} min={1} inputMode="numeric" {...text('rankingNumber')} hint="Shown as #N; lower numbers rank first" />
          <Field label="Category" htmlFor="product-category">
            <Select id="product-category" value={values.category} disabled={disabled} onChange={(e) => onChange('category', e.target.value)}>
              <option value="">No category</option>
              {categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
        </Columns>
        <Field label="Description" htmlFor="product-description" hint="Optional">
          <TextArea id="product-description" value={values.description} disabled={disabled} onChange={(e) => onChange('description', e.target.value)} />
        </Field>
        <TextField label="Tags" placeholder="e.g. kitchen, gadgets" hint="Separate tags with commas" {...text('tags')} />
      </Section>

      <Section>
        <legend>{PRODUCT_TEXTS.pricingAffiliate}</legend>
        <Columns>
          <TextField label="Price" type="number" step={0.01} min={0} inputMode="decimal" placeholder="Optional" {...text('price')} />
          <Field label="Currency" htmlFor="product-currency">
            <Select id="product-currency" value={values.currency} disabled={disabled} onChange={(e) => onChange('currency', e.target.value)}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <TextField label="Discount (%)" type="number" step={1} min={0} max={100} {...text('discountPercentage')} />
        </Columns>
        <Columns>
          <TextField label="Merchant Name" {...text('merchantName')} />
          <Field label="Stock" htmlFor="product-stock">
            <Select id="product-stock" value={values.stock} disabled={disabled} onChange={(e) => onChange('stock', e.target.value)}>
              {STOCK_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        </Columns>
        <TextField label="Affiliate Link*" type="url" inputMode="url" placeholder="https://www.amazon.com/dp/..." {...text('affiliateLink')} />
      </Section>

      <Section>
        <legend>{PRODUCT_TEXTS.media}</legend>
        <TextField label="Image URL*" type="url" inputMode="url" placeholder="https://example.com/image.jpg" hint={RECOMMENDED_IMAGE_SIZE} {...text('featuredImage')} />
        <Preview>
          <ProductImage src={values.featuredImage.trim() || null} alt={PRODUCT_TEXTS.imagePreview} data-testid="image-preview" />
        </Preview>
      </Section>

      <Section>
        <legend>{PRODUCT_TEXTS.additionalSettings}</legend>
        <Check>
          <Label as="div">
            <label>
              <input type="checkbox" checked={values.isActive} disabled={disabled} onChange={(e) => onChange('isActive', e.target.checked)} />
              {PRODUCT_TEXTS.activeProduct}
            </label>
          </Label>
          <FieldHint>{PRODUCT_TEXTS.activeHint}</FieldHint>
        </Check>
        <Check>
          <Label as="div">
            <label>
              <input type="checkbox" checked={values.featured} disabled={disabled} onChange={(e) => onChange('featured', e.target.checked)} />
              {PRODUCT_TEXTS.featureProduct}
            </label>
          </Label>
          <FieldHint>{PRODUCT_TEXTS.featureHint}</FieldHint>
        </Check>
      </Section>
    </>
  );
}
