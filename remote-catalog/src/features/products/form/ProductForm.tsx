import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, ApiError, Button, UnsavedChangesPrompt, type Product } from '@app/shared';
import type { CategoryOption } from './useCategoryOptions';
import { PRODUCT_REDIRECT_MS, PRODUCT_TEXTS } from '../../../constants';
import { Muted } from '../../../common/layout';
import { productPaths } from '../productDisplay';
import type { ProductPayload } from '../api/products';
import { toPayload, validateProductForm, type ProductFormErrors, type ProductFormValues } from './formModel';
import { ProductFormFields } from './ProductFormFields';
import { useInvalidate } from '@app/shared/query';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const MODE_TEXTS = {
  create: { success: PRODUCT_TEXTS.productCreated, failure: PRODUCT_TEXTS.createProductFailed, redirectMs: PRODUCT_REDIRECT_MS.afterCreate, submit: PRODUCT_TEXTS.saveProduct },
  edit: { success: PRODUCT_TEXTS.productUpdated, failure: PRODUCT_TEXTS.updateProductFailed, redirectMs: PRODUCT_REDIRECT_MS.afterEdit, submit: PRODUCT_TEXTS.updateProduct },
} as const;

/** The server's own message when it answered; otherwise a generic hint to check the form. */
function failureDetail(err: unknown): string {
  const data = err instanceof ApiError ? (err.data as { message?: unknown } | undefined) : undefined;
  return typeof data?.message === 'string' && data.message ? data.message : PRODUCT_TEXTS.checkFormData;
}

export interface ProductFormProps {
  mode: 'create' | 'edit';
  initialValues: ProductFormValues;
  categories: CategoryOption[];
  submit: (payload: ProductPayload) => Promise<Product>;
}

/** Add and edit form: validation on submit, per-field clearing, banners, then redirect to the list. */
export function ProductForm({ mode, initialValues, categories, submit }: ProductFormProps) {
  const texts = MODE_TEXTS[mode];
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; detail: string } | null>(null);
  const initialJson = useRef(JSON.stringify(initialValues));
  const succeeded = outcome?.ok === true;
  const dirty = !succeeded && JSON.stringify(values) !== initialJson.current;

  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => navigate(productPaths.list), texts.redirectMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, texts.redirectMs]);

  const onChange = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // Editing a field clears only that field's message.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProductForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setOutcome(null);
    try {
      await submit(toPayload(values, mode));
      // Every cached product answer, the figures and the category counts are refetched where they are shown.
      void invalidate(['products'], ['stats'], ['categories']);
      setOutcome({ ok: true });
    } catch (err) {
      // Field errors the server reports go under their fields too.
      if (err instanceof ApiError && err.errors) {
        const byField: ProductFormErrors = {};
        for (const e of err.errors) if (e.field && e.field in values) byField[e.field as keyof ProductFormValues] = e.message;
        setErrors(byField);
      }
      setOutcome({ ok: false, detail: failureDetail(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={mode === 'create' ? PRODUCT_TEXTS.addHeading : PRODUCT_TEXTS.editHeading}>
      {outcome?.ok === true && (
        <Alert variant="success" title={texts.success}>
          {PRODUCT_TEXTS.redirectingToProducts}
        </Alert>
      )}
      {outcome?.ok === false && <Alert title={texts.failure}>{outcome.detail}</Alert>}
      <UnsavedChangesPrompt when={dirty} />
      <ProductFormFields values={values} errors={errors} categories={categories} disabled={saving || succeeded} onChange={onChange} />
      <Footer>
        <Muted>{PRODUCT_TEXTS.requiredFields}</Muted>
        <Buttons>
          <Button variant="secondary" onClick={() => navigate(productPaths.list)} disabled={saving}>
            {PRODUCT_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={saving || succeeded}>
            {saving ? PRODUCT_TEXTS.saving : texts.submit}
          </Button>
        </Buttons>
      </Footer>
    </form>
  );
}
