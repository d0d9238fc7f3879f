import { AdminWeaverInputSchema, MAX_STORY_LENGTH, weaverMessages, type AdminWeaverForm, type Weaver } from '@handloom/shared';
import { useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { formAlert, showServerProblem } from '../../lib/form-problems.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { AdminField } from './admin-field.tsx';
import { inputClass, labelClass } from './admin-styles.ts';
import { AdminTextInput } from './admin-text-input.tsx';
import { ImageSlot } from './image-slot.tsx';
import { schemaResolver } from '../../lib/schema-resolver.ts';
import { schemaText } from '../../lib/schema-text.ts';

const m = adminMessages.weavers;

interface WeaverFormValues {
  nameEn: string;
  nameTa: string;
  slug: string;
  village: string;
  district: string;
  loom: string;
  yearsWeaving: string;
  story: string;
  villageTa: string;
  districtTa: string;
  storyTa: string;
  portrait: string;
  consent: boolean;
  published: boolean;
}

function formValues(weaver: Weaver | null): WeaverFormValues {
  if (!weaver) {
    return { nameEn: '', nameTa: '', slug: '', village: '', district: '', loom: 'pit', yearsWeaving: '', story: '', villageTa: '', districtTa: '', storyTa: '', portrait: '', consent: false, published: false };
  }
  return {
    ...weaver,
    yearsWeaving: String(weaver.yearsWeaving),
    villageTa: weaver.villageTa ?? '',
    districtTa: weaver.districtTa ?? '',
    storyTa: weaver.storyTa ?? '',
    portrait: weaver.portrait ?? '',
  };
}

/** "All fields are required" is said once, in the alert; other problems beside their field. */
function problem(error: FieldError | undefined): { error?: string; invalid?: boolean } {
  if (!error?.message) return {};
  return error.message === schemaText(weaverMessages.allFieldsRequired) ? { invalid: true } : { error: error.message };
}

interface WeaverFormProps {
  weaver: Weaver | null;
  onSave: (form: AdminWeaverForm) => Promise<void>;
  onCancel: () => void;
}

/** Add or edit a weaver's profile; the shared schema (consent before showing) checks it here and on the server. */
export function WeaverForm({ weaver, onSave, onCancel }: WeaverFormProps) {
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<WeaverFormValues>({
    resolver: schemaResolver(AdminWeaverInputSchema, undefined, { raw: true }) as Resolver<WeaverFormValues>,
    defaultValues: formValues(weaver),
  });
  const portrait = useWatch({ control, name: 'portrait' });
  const [uploads, setUploads] = useState(0);
  const { errors, isSubmitting } = formState;
  const alert = formAlert(errors);

  const submit = handleSubmit(async (form) => {
    if (uploads > 0) return;
    try {
      await onSave(form satisfies AdminWeaverForm);
    } catch (caught) {
      showServerProblem(setError, caught, adminMessages.loadFailed);
    }
  });

  return (
    <form
      noValidate
      aria-label={weaver ? m.edit(weaver.nameEn) : m.add}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSubmitting) void submit(event);
      }}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <AdminTextInput label={m.nameEn} {...register('nameEn')} {...problem(errors.nameEn)} />
        <AdminTextInput label={m.nameTa} lang="ta" {...register('nameTa')} {...problem(errors.nameTa)} />
        <AdminTextInput label={m.slug} hint={m.slugHint} autoComplete="off" {...register('slug')} {...problem(errors.slug)} />
        <AdminTextInput label={m.yearsWeaving} inputMode="numeric" {...register('yearsWeaving')} {...problem(errors.yearsWeaving)} />
        <AdminTextInput label={m.village} {...register('village')} {...problem(errors.village)} />
        <AdminTextInput label={m.district} {...register('district')} {...problem(errors.district)} />
        <AdminTextInput label={m.villageTa} hint={m.tamilHint} lang="ta" {...register('villageTa')} {...problem(errors.villageTa)} />
        <AdminTextInput label={m.districtTa} hint={m.tamilHint} lang="ta" {...register('districtTa')} {...problem(errors.districtTa)} />
      </div>
      <AdminField label={m.loom} {...problem(errors.loom)}>
        {(props) => (
          <select {...props} {...register('loom')} className={inputClass}>
            <option value="pit">{m.loomPit}</option>
            <option value="frame">{m.loomFrame}</option>
          </select>
        )}
      </AdminField>
      <AdminField label={m.story} hint={m.storyHint} {...problem(errors.story)}>
        {(props) => <textarea {...props} {...register('story')} rows={5} maxLength={MAX_STORY_LENGTH} className={inputClass} />}
      </AdminField>
      <AdminField label={m.storyTa} hint={m.storyTaHint} {...problem(errors.storyTa)}>
        {(props) => <textarea {...props} {...register('storyTa')} lang="ta" rows={5} maxLength={MAX_STORY_LENGTH} className={inputClass} />}
      </AdminField>
      <ImageSlot
        slot={1}
        value={portrait}
        error={problem(errors.portrait).error}
        onChange={(url) => setValue('portrait', url, { shouldDirty: true })}
        onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
        labels={{ url: m.portrait, upload: `${m.portrait}: ${adminMessages.form.upload(1)}`, remove: `${m.portrait}: ${adminMessages.form.removeImage(1)}`, preview: m.portrait }}
      />
      <div className="space-y-2">
        <label className={`${labelClass} flex items-start gap-2`}>
          <input type="checkbox" className="mt-1 size-4" {...register('consent')} aria-invalid={errors.consent ? true : undefined} />
          {m.consent}
        </label>
        {errors.consent?.message ? <p className="text-sm text-red-700 dark:text-red-300">{errors.consent.message}</p> : null}
        <label className={`${labelClass} flex items-start gap-2`}>
          <input type="checkbox" className="mt-1 size-4" {...register('published')} />
          {m.published}
        </label>
      </div>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={isSubmitting || uploads > 0}>
          {isSubmitting ? m.saving : m.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
