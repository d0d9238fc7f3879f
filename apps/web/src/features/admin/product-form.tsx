import { type AdminProductForm, AdminProductInputSchema, categoryLabel, type FormProblems, formProblems, MAX_CATEGORY_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_PRODUCT_IMAGES, MAX_TITLE_LENGTH, type Product, rupeesDecimal } from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { categoriesQuery } from './admin-api.ts';
import { inputClass, labelClass } from './admin-styles.ts';
import { ImageSlot } from './image-slot.tsx';

const m = adminMessages.form;

export interface ProductFormValues {
  title: string;
  price: string;
  discountPercent: string;
  images: string[];
  category: string;
  stock: string;
  description: string;
}

export const emptyProductForm: ProductFormValues = {
  title: '',
  price: '',
  discountPercent: '0',
  images: ['', '', '', ''],
  category: '',
  stock: '',
  description: '',
};

/** A stored product as the form shows it: price in rupees as typed, category in words. */
export function productFormValues(product: Product): ProductFormValues {
  return {
    title: product.title,
    price: rupeesDecimal(product.pricePaise, { wholeRupeesBare: true }),
    discountPercent: String(product.discountPercent),
    images: Array.from({ length: MAX_PRODUCT_IMAGES }, (_, index) => product.images[index] ?? ''),
    category: product.category,
    stock: String(product.stock),
    description: product.description,
  };
}

interface ProductFormProps {
  initial: ProductFormValues;
  submitLabel: string;
  /** Saves the product; the form shows what goes wrong. Resolves once saved. */
  onSave: (form: AdminProductForm) => Promise<void>;
}

/**
 * The Add Product / Update Product form. The shared schema checks it here
 * first (the server checks the same rules again): a missing field says "All
 * fields are required", each wrong one says what is wrong beside it.
 */
export function ProductForm({ initial, submitLabel, onSave }: ProductFormProps) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [uploads, setUploads] = useState(0);
  const categories = useQuery(categoriesQuery);
  const listId = useId();

  const set = <Key extends keyof ProductFormValues>(key: Key, value: ProductFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));
  const fieldError = (field: string) => problems?.fields[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || saved || uploads > 0) return;
    const form: AdminProductForm = { ...values };
    const checked = AdminProductInputSchema.safeParse(form);
    if (!checked.success) {
      setProblems(formProblems(checked.error.issues));
      return;
    }
    setProblems(null);
    setSaving(true);
    try {
      await onSave(form);
      setSaved(true);
    } catch (caught) {
      setProblems(
        caught instanceof ApiError ? { message: caught.message, fields: caught.fields } : { message: adminMessages.loadFailed, fields: {} },
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextInput label={m.title} name="title" value={values.title} maxLength={MAX_TITLE_LENGTH} error={fieldError('title')} onChange={(value) => set('title', value)} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput
          label={m.price}
          name="price"
          inputMode="decimal"
          hint={m.priceHint}
          value={values.price}
          error={fieldError('price')}
          onChange={(value) => set('price', value)}
        />
        <TextInput
          label={m.discount}
          name="discountPercent"
          inputMode="numeric"
          hint={m.discountHint}
          value={values.discountPercent}
          error={fieldError('discountPercent')}
          onChange={(value) => set('discountPercent', value)}
        />
        <TextInput
          label={m.stock}
          name="stock"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={values.stock}
          error={fieldError('stock')}
          onChange={(value) => set('stock', value)}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink-800 dark:text-cream-100">{m.imageHint}</legend>
        {values.images.map((image, index) => (
          <ImageSlot
            key={index}
            slot={index + 1}
            value={image}
            error={fieldError(`images.${index}`) ?? (index === 0 ? fieldError('images') : undefined)}
            onChange={(url) => set('images', values.images.map((current, at) => (at === index ? url : current)))}
            onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
          />
        ))}
      </fieldset>

      <TextInput
        label={m.category}
        name="category"
        hint={m.categoryHint}
        list={listId}
        autoComplete="off"
        maxLength={MAX_CATEGORY_LENGTH * 2}
        value={values.category}
        error={fieldError('category')}
        onChange={(value) => set('category', value)}
      />
      <datalist id={listId}>
        {(categories.data ?? []).map((category) => (
          <option key={category} value={category}>
            {categoryLabel(category)}
          </option>
        ))}
      </datalist>

      <Field label={m.description} hint={m.descriptionHint} error={fieldError('description')}>
        {(props) => (
          <textarea
            {...props}
            name="description"
            rows={6}
            maxLength={MAX_DESCRIPTION_LENGTH}
            className={inputClass}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </Field>

      {problems ? <FormAlert tone="error">{problems.message}</FormAlert> : null}
      <Button type="submit" className="w-full sm:w-auto" aria-disabled={saving || saved || uploads > 0}>
        {saving ? m.saving : submitLabel}
      </Button>
    </form>
  );
}

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, a control, a hint and an error, tied together for screen readers. */
function Field({ label, hint, error, children }: { label: string; hint?: string; error?: string | undefined; children: (props: FieldControlProps) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-700 dark:text-stone-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

function TextInput({ label, hint, error, value, onChange, ...input }: TextInputProps) {
  return (
    <Field label={label} {...(hint ? { hint } : {})} error={error}>
      {(props) => <input type="text" {...input} {...props} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
