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
  type StoredProvenance,
  PRODUCT_COLOURS,
  PRODUCT_FABRICS,
  PRODUCT_OCCASIONS,
  type ProductColour,
  type ProductFabric,
  type ProductOccasion,
} from '@handloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { showServerProblem } from '../../lib/form-problems.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { categoriesQuery, weaversQuery } from './admin-api.ts';
import { AdminField as Field } from './admin-field.tsx';
import { AdminTextInput as TextInput } from './admin-text-input.tsx';
import { inputClass } from './admin-styles.ts';
import { ImageSlot } from './image-slot.tsx';
import { schemaResolver } from '../../lib/schema-resolver.ts';
import { schemaText } from '../../lib/schema-text.ts';

const m = adminMessages.form;
// The values' names are the shop's own, as the filter shows them.
const attributeNames = shopMessages.catalog.attributes;

export interface ProductFormValues {
  title: string;
  price: string;
  discountPercent: string;
  images: string[];
  category: string;
  stock: string;
  /** The stock the form was opened with (not shown): see AdminProductInputSchema. */
  stockWas: string;
  hsn: string;
  description: string;
  titleTa: string;
  descriptionTa: string;
  provenance: ProvenanceFormValues;
  /** '' : not set. */
  fabric: ProductFabric | '';
  colour: ProductColour | '';
  occasions: ProductOccasion[];
}

interface ProvenanceFormValues {
  weaverId: string;
  clusterName: string;
  loomDays: string;
  yarn: string;
  handloomMark: boolean;
  indiaHandloomBrand: boolean;
  silkMarkLabel: string;
  giName: string;
  clusterNameTa: string;
  yarnTa: string;
  giNameTa: string;
}

const emptyProvenance: ProvenanceFormValues = {
  weaverId: '',
  clusterName: '',
  loomDays: '',
  yarn: '',
  handloomMark: false,
  indiaHandloomBrand: false,
  silkMarkLabel: '',
  giName: '',
  clusterNameTa: '',
  yarnTa: '',
  giNameTa: '',
};

export const emptyProductForm: ProductFormValues = {
  title: '',
  price: '',
  discountPercent: '0',
  images: ['', '', '', ''],
  category: '',
  stock: '',
  stockWas: '',
  hsn: '',
  description: '',
  titleTa: '',
  descriptionTa: '',
  provenance: emptyProvenance,
  fabric: '',
  colour: '',
  occasions: [],
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
    stockWas: String(product.stock),
    hsn: product.hsn ?? '',
    description: product.description,
    titleTa: product.titleTa ?? '',
    descriptionTa: product.descriptionTa ?? '',
    provenance: provenanceFormValues(product.storedProvenance),
    fabric: product.fabric ?? '',
    colour: product.colour ?? '',
    occasions: product.occasions ?? [],
  };
}

function provenanceFormValues(stored: StoredProvenance | undefined): ProvenanceFormValues {
  if (!stored) return emptyProvenance;
  return {
    weaverId: stored.weaverId ?? '',
    clusterName: stored.clusterName ?? '',
    loomDays: stored.loomDays === null ? '' : String(stored.loomDays),
    yarn: stored.yarn ?? '',
    handloomMark: stored.handloomMark,
    indiaHandloomBrand: stored.indiaHandloomBrand,
    silkMarkLabel: stored.silkMarkLabel ?? '',
    giName: stored.giName ?? '',
    clusterNameTa: stored.clusterNameTa ?? '',
    yarnTa: stored.yarnTa ?? '',
    giNameTa: stored.giNameTa ?? '',
  };
}

interface ProductFormProps {
  initial: ProductFormValues;
  submitLabel: string;
  /** Saves the product; the form shows what goes wrong. Resolves once saved. */
  onSave: (form: AdminProductForm) => Promise<void>;
  /** The product's stock in the shop now, read again when a save finds it changed meanwhile (409). */
  reloadStock?: () => Promise<number>;
}

/**
 * The Add Product / Update Product form. The shared schema checks it here
 * first (the server checks the same rules again): a missing field says "All
 * fields are required", each wrong one says what is wrong beside it.
 */
export function ProductForm({ initial, submitLabel, onSave, reloadStock }: ProductFormProps) {
  // The form sends what the admin typed (raw); the server turns it into what is stored.
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<ProductFormValues>({
    resolver: schemaResolver(AdminProductInputSchema, undefined, { raw: true }) as Resolver<ProductFormValues>,
    defaultValues: initial,
  });
  const images = useWatch({ control, name: 'images' });
  const category = useWatch({ control, name: 'category' });
  const [saved, setSaved] = useState(false);
  const [uploads, setUploads] = useState(0);
  const categories = useQuery(categoriesQuery);
  const weavers = useQuery(weaversQuery);
  const listId = useId();
  const { errors, isSubmitting } = formState;
  const alert = errors.root?.message ?? alertOf(errors);

  const submit = handleSubmit(async (form) => {
    if (saved || uploads > 0) return;
    try {
      await onSave(form satisfies AdminProductForm);
      setSaved(true);
    } catch (caught) {
      // Orders (or another admin) changed the stock while the form was open: show the shop's number now, to check and save again.
      // If the product cannot be read just now, what the admin typed stays, with the message.
      if (caught instanceof ApiError && caught.status === 409 && caught.fields.stock && reloadStock) {
        const now = await reloadStock().catch(() => null);
        if (now !== null) {
          setValue('stock', String(now));
          setValue('stockWas', String(now));
        }
      }
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
      <TextInput label={m.titleTa} hint={m.titleTaHint} lang="ta" maxLength={MAX_TITLE_LENGTH} {...register('titleTa')} {...fieldProblem(errors.titleTa)} />
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
      <Field label={m.descriptionTa} hint={m.descriptionTaHint} {...fieldProblem(errors.descriptionTa)}>
        {(props) => <textarea {...props} {...register('descriptionTa')} lang="ta" rows={6} maxLength={MAX_DESCRIPTION_LENGTH} className={inputClass} />}
      </Field>

      <fieldset className="space-y-4 rounded-md border border-maroon-100 p-4 dark:border-ink-700">
        <legend className="px-1 text-sm font-semibold text-ink-800 dark:text-cream-100">{m.provenance}</legend>
        <p className="text-xs text-stone-700 dark:text-stone-300">{m.provenanceHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.weaver} {...fieldProblem(errors.provenance?.weaverId)}>
            {(props) => (
              <select {...props} {...register('provenance.weaverId')} className={inputClass}>
                <option value="">{m.noWeaver}</option>
                {(weavers.data ?? []).map((weaver) => (
                  <option key={weaver.id} value={weaver.id}>
                    {weaver.nameEn} ({weaver.village})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextInput label={m.loomDays} inputMode="numeric" {...register('provenance.loomDays')} {...fieldProblem(errors.provenance?.loomDays)} />
          <TextInput label={m.clusterName} hint={m.clusterHint} {...register('provenance.clusterName')} {...fieldProblem(errors.provenance?.clusterName)} />
          <TextInput label={m.clusterNameTa} hint={m.provenanceTaHint} lang="ta" {...register('provenance.clusterNameTa')} {...fieldProblem(errors.provenance?.clusterNameTa)} />
          <TextInput label={m.yarn} hint={m.yarnHint} {...register('provenance.yarn')} {...fieldProblem(errors.provenance?.yarn)} />
          <TextInput label={m.yarnTa} hint={m.provenanceTaHint} lang="ta" {...register('provenance.yarnTa')} {...fieldProblem(errors.provenance?.yarnTa)} />
          <TextInput label={m.giName} hint={m.giHint} {...register('provenance.giName')} {...fieldProblem(errors.provenance?.giName)} />
          <TextInput label={m.giNameTa} hint={m.provenanceTaHint} lang="ta" {...register('provenance.giNameTa')} {...fieldProblem(errors.provenance?.giNameTa)} />
          <TextInput label={m.silkMarkLabel} hint={m.silkMarkHint} {...register('provenance.silkMarkLabel')} {...fieldProblem(errors.provenance?.silkMarkLabel)} />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register('provenance.handloomMark')} />
            {m.handloomMark}
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...register('provenance.indiaHandloomBrand')} />
            {m.indiaHandloomBrand}
          </label>
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-md border border-maroon-100 p-4 dark:border-ink-700">
        <legend className="px-1 text-sm font-semibold text-ink-800 dark:text-cream-100">{m.attributes}</legend>
        <p className="text-xs text-stone-700 dark:text-stone-300">{m.attributesHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.fabric} {...fieldProblem(errors.fabric)}>
            {(props) => (
              <select {...props} {...register('fabric')} className={inputClass}>
                <option value="">{m.notSet}</option>
                {PRODUCT_FABRICS.map((fabric) => (
                  <option key={fabric} value={fabric}>
                    {attributeNames.fabric[fabric]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={m.colour} {...fieldProblem(errors.colour)}>
            {(props) => (
              <select {...props} {...register('colour')} className={inputClass}>
                <option value="">{m.notSet}</option>
                {PRODUCT_COLOURS.map((colour) => (
                  <option key={colour} value={colour}>
                    {attributeNames.colour[colour]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{m.occasions}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {PRODUCT_OCCASIONS.map((occasion) => (
              <label key={occasion} className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" className="size-4" value={occasion} {...register('occasions')} />
                {attributeNames.occasion[occasion]}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <Button type="submit" className="w-full sm:w-auto" aria-disabled={isSubmitting || saved || uploads > 0}>
        {isSubmitting ? m.saving : submitLabel}
      </Button>
    </form>
  );
}

/** The form's one alert, by the shared rule: "All fields are required" when one is missing, else a summary when several fields are wrong. */
function alertOf(errors: FieldErrors<ProductFormValues>): string | undefined {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const [field, error] of Object.entries(errors)) {
    if (field === 'root' || !error) continue;
    if (typeof error.message === 'string') issues.push({ path: [field], message: error.message });
    else if (field === 'provenance') {
      for (const [part, partError] of Object.entries(error as Record<string, FieldError | undefined>)) {
        if (partError?.message) issues.push({ path: [field, part], message: partError.message });
      }
    }
    if (Array.isArray(error)) {
      error.forEach((slot: FieldError | undefined, index) => slot?.message && issues.push({ path: [field, index], message: slot.message }));
    }
  }
  // The messages come in the page's language (schemaResolver): the rule's "All fields are required" is looked for in it too.
  const required = schemaText(adminProductMessages.allFieldsRequired);
  if (issues.some((issue) => issue.message === required)) return required;
  // One wrong field says so beside it, and only there; several are summed up here as well.
  return issues.length > 1 ? schemaText(formProblems(issues).message) : undefined;
}

/** A field says what is wrong with it; "All fields are required" is said once, in the alert. */
function fieldProblem(error: FieldError | undefined): { error?: string; invalid?: boolean } {
  if (!error?.message) return {};
  return error.message === schemaText(adminProductMessages.allFieldsRequired) ? { invalid: true } : { error: error.message };
}
