import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultHsnOfCategory,
  normaliseCategory,
  adminProductMessages,
  type AdminProductForm,
  AdminProductInputSchema,
  categoryLabel,
  formProblems,
  MAX_CATEGORY_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_IMAGES,
  MAX_TITLE_LENGTH,
  type Product,
  rupeesDecimal,
} from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { showServerProblem } from '../../lib/form-problems.ts';
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
  hsn: string;
  description: string;
}

export const emptyProductForm: ProductFormValues = {
  title: '',
  price: '',
  discountPercent: '0',
  images: ['', '', '', ''],
  category: '',
  stock: '',
  hsn: '',
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
    hsn: product.hsn ?? '',
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
  // The form sends what the admin typed (raw); the server turns it into what is stored.
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<ProductFormValues>({
    resolver: zodResolver(AdminProductInputSchema, undefined, { raw: true }) as Resolver<ProductFormValues>,
    defaultValues: initial,
  });
  const images = useWatch({ control, name: 'images' });
  const category = useWatch({ control, name: 'category' });
  const [saved, setSaved] = useState(false);
  const [uploads, setUploads] = useState(0);
  const categories = useQuery(categoriesQuery);
  const listId = useId();
  const { errors, isSubmitting } = formState;
  const alert = errors.root?.message ?? alertOf(errors);

  const submit = handleSubmit(async (form) => {
    if (saved || uploads > 0) return;
    try {
      await onSave(form satisfies AdminProductForm);
      setSaved(true);
    } catch (caught) {
      showServerProblem(setError, caught, adminMessages.loadFailed);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // One save at a time: a second press while saving does nothing.
        if (!isSubmitting) void submit(event);
      }}
      className="space-y-5"
    >
      <TextInput label={m.title} maxLength={MAX_TITLE_LENGTH} {...register('title')} {...fieldProblem(errors.title)} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput label={m.price} inputMode="decimal" hint={m.priceHint} {...register('price')} {...fieldProblem(errors.price)} />
        <TextInput label={m.discount} inputMode="numeric" hint={m.discountHint} {...register('discountPercent')} {...fieldProblem(errors.discountPercent)} />
        <TextInput label={m.stock} type="number" min={0} step={1} inputMode="numeric" {...register('stock')} {...fieldProblem(errors.stock)} />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink-800 dark:text-cream-100">{m.imageHint}</legend>
        {images.map((image, index) => (
          <ImageSlot
            key={index}
            slot={index + 1}
            value={image}
            error={fieldProblem(errors.images?.[index] ?? (index === 0 ? (errors.images as FieldError | undefined) : undefined)).error}
            onChange={(url) => setValue(`images.${index}`, url, { shouldDirty: true })}
            onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
          />
        ))}
      </fieldset>

      <TextInput
        label={m.category}
        hint={m.categoryHint}
        list={listId}
        autoComplete="off"
        maxLength={MAX_CATEGORY_LENGTH * 2}
        {...register('category')}
        {...fieldProblem(errors.category)}
      />
      <datalist id={listId}>
        {(categories.data ?? []).map((category) => (
          <option key={category} value={category}>
            {categoryLabel(category)}
          </option>
        ))}
      </datalist>

      <TextInput label={m.hsn} hint={m.hsnHint(defaultHsnOfCategory(normaliseCategory(category ?? '')))} inputMode="numeric" maxLength={8} {...register('hsn')} {...fieldProblem(errors.hsn)} />

      <Field label={m.description} hint={m.descriptionHint} {...fieldProblem(errors.description)}>
        {(props) => <textarea {...props} {...register('description')} rows={6} maxLength={MAX_DESCRIPTION_LENGTH} className={inputClass} />}
      </Field>

      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <Button type="submit" className="w-full sm:w-auto" aria-disabled={isSubmitting || saved || uploads > 0}>
        {isSubmitting ? m.saving : submitLabel}
      </Button>
    </form>
  );
}

/** The form's one alert, by the shared rule: "All fields are required" when one is missing. */
function alertOf(errors: FieldErrors<ProductFormValues>): string | undefined {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const [field, error] of Object.entries(errors)) {
    if (field === 'root' || !error) continue;
    if (typeof error.message === 'string') issues.push({ path: [field], message: error.message });
    if (Array.isArray(error)) {
      error.forEach((slot: FieldError | undefined, index) => slot?.message && issues.push({ path: [field, index], message: slot.message }));
    }
  }
  return issues.length ? formProblems(issues).message : undefined;
}

/** A field says what is wrong with it; "All fields are required" is said once, in the alert. */
function fieldProblem(error: FieldError | undefined): { error?: string; invalid?: boolean } {
  if (!error?.message) return {};
  return error.message === adminProductMessages.allFieldsRequired ? { invalid: true } : { error: error.message };
}

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Marked invalid without a message of its own. */
  invalid?: boolean | undefined;
  children: (props: FieldControlProps) => ReactNode;
}

/** A label, a control, a hint and an error, tied together for screen readers. */
function Field({ label, hint, error, invalid, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error || invalid ? true : undefined, 'aria-describedby': describedBy })}
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

interface TextInputProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  invalid?: boolean | undefined;
}

function TextInput({ label, hint, error, invalid, ...input }: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} invalid={invalid}>
      {(props) => <input type="text" {...input} {...props} className={inputClass} />}
    </Field>
  );
}
