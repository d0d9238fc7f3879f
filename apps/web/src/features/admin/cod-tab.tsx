import { adminApi, CodSettingsInputSchema, type CodSettings } from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { call, queryKey } from '../../lib/api-client.ts';
import { showServerProblem } from '../../lib/form-problems.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { inputClass, labelClass, panelClass } from './admin-styles.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

const m = adminMessages.cod;

const codQuery = { queryKey: queryKey(adminApi.codSettings), queryFn: () => call(adminApi.codSettings) };

// The form keeps what the owner types (numbers as text, pincodes as one box); the shared schema judges it.
const CodFormSchema = z
  .object({ enabled: z.boolean(), feeRupees: z.string(), minRupees: z.string(), maxRupees: z.string(), refusedPincodes: z.string() })
  .transform((form) => ({
    enabled: form.enabled,
    feeRupees: Number(form.feeRupees.trim() || NaN),
    minRupees: Number(form.minRupees.trim() || NaN),
    maxRupees: Number(form.maxRupees.trim() || NaN),
    refusedPincodes: form.refusedPincodes.split(/[\s,;]+/).filter(Boolean),
  }))
  .pipe(CodSettingsInputSchema);

function formValues(settings: CodSettings) {
  return {
    enabled: settings.enabled,
    feeRupees: String(settings.feeRupees),
    minRupees: String(settings.minRupees),
    maxRupees: String(settings.maxRupees),
    refusedPincodes: settings.refusedPincodes.join(' '),
  };
}

/** The owner's cash-on-delivery rules: on or off, the fee, the order values and the refused pincodes. */
export function CodTab() {
  const settings = useQuery(codQuery);
  if (settings.isError) return <FormAlert tone="error">{adminMessages.loadFailed}</FormAlert>;
  if (!settings.data) return <p role="status">{m.loading}</p>;
  return <CodForm settings={settings.data} />;
}

function CodForm({ settings }: { settings: CodSettings }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: schemaResolver(CodFormSchema), defaultValues: formValues(settings) });
  const save = useMutation({
    mutationFn: (body: z.output<typeof CodFormSchema>) => call(adminApi.updateCodSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(codQuery.queryKey, saved);
      form.reset(formValues(saved));
      void notifySuccess(m.saved);
    },
    onError: (error) => showServerProblem(form.setError, error, adminMessages.loadFailed),
  });
  const errors = form.formState.errors;
  const field = (name: 'feeRupees' | 'minRupees' | 'maxRupees', label: string) => (
    <div>
      <label htmlFor={`cod-${name}`} className={labelClass}>
        {label}
      </label>
      <input id={`cod-${name}`} inputMode="numeric" className={inputClass} aria-invalid={errors[name] ? true : undefined} {...form.register(name)} />
      {errors[name]?.message ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors[name].message}</p> : null}
    </div>
  );
  return (
    <form noValidate className={`${panelClass} max-w-2xl space-y-4 p-4`} onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}>
      <h2 className="font-serif text-xl font-semibold">{m.heading}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{m.intro}</p>
      {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" {...form.register('enabled')} />
        {m.enabled}
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('feeRupees', m.fee)}
        {field('minRupees', m.min)}
        {field('maxRupees', m.max)}
      </div>
      <div>
        <label htmlFor="cod-pincodes" className={labelClass}>
          {m.pincodes}
        </label>
        <textarea id="cod-pincodes" rows={3} className={inputClass} aria-describedby="cod-pincodes-hint" aria-invalid={errors.refusedPincodes ? true : undefined} {...form.register('refusedPincodes')} />
        <p id="cod-pincodes-hint" className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          {m.pincodesHint}
        </p>
        {errors.refusedPincodes?.message ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.refusedPincodes.message}</p> : null}
      </div>
      <Button type="submit" aria-disabled={save.isPending}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}
