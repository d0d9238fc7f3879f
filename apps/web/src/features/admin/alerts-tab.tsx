import { adminApi, OWNER_ALERT_MODES, OwnerAlertSettingsInputSchema, ownerAlertSettingsMessages, type OwnerAlertSettings } from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { call, queryKey } from '../../lib/api-client.ts';
import { showServerProblem } from '../../lib/form-problems.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { settings as shopSettings } from '../../lib/settings.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { inputClass, labelClass, panelClass } from './admin-styles.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

const m = adminMessages.alerts;

const alertsQuery = { queryKey: queryKey(adminApi.alertSettings), queryFn: () => call(adminApi.alertSettings) };

// The threshold is typed as text; the shared schema judges the number.
const AlertsFormSchema = z
  .object({ mode: z.enum(OWNER_ALERT_MODES, ownerAlertSettingsMessages.modeInvalid), lowStockThreshold: z.string() })
  .transform((form) => ({ mode: form.mode, lowStockThreshold: Number(form.lowStockThreshold.trim() || NaN) }))
  .pipe(OwnerAlertSettingsInputSchema);

function formValues(saved: OwnerAlertSettings) {
  return { mode: saved.mode, lowStockThreshold: String(saved.lowStockThreshold) };
}

/** How the owner hears of orders and low stock: an email each time, or a daily digest; the low-stock threshold. */
export function AlertsTab() {
  const saved = useQuery(alertsQuery);
  if (saved.isError) return <FormAlert tone="error">{adminMessages.loadFailed}</FormAlert>;
  if (!saved.data) return <p role="status">{m.loading}</p>;
  return <AlertsForm saved={saved.data} />;
}

function AlertsForm({ saved }: { saved: OwnerAlertSettings }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: schemaResolver(AlertsFormSchema), defaultValues: formValues(saved) });
  const save = useMutation({
    mutationFn: (body: z.output<typeof AlertsFormSchema>) => call(adminApi.updateAlertSettings, { body }),
    onSuccess: (next) => {
      queryClient.setQueryData(alertsQuery.queryKey, next);
      form.reset(formValues(next));
      void notifySuccess(m.saved);
    },
    onError: (error) => showServerProblem(form.setError, error, adminMessages.loadFailed),
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className={`${panelClass} max-w-2xl space-y-4 p-4`} onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}>
      <h2 className="font-serif text-xl font-semibold">{m.heading}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{m.intro(shopSettings.contactEmail)}</p>
      {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
      <fieldset className="space-y-2">
        <legend className={labelClass}>{m.mode}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="each" {...form.register('mode')} />
          {m.each}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="daily_digest" {...form.register('mode')} />
          {m.digest}
        </label>
        {errors.mode?.message ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.mode.message}</p> : null}
      </fieldset>
      <div className="max-w-xs">
        <label htmlFor="alerts-threshold" className={labelClass}>
          {m.threshold}
        </label>
        <input
          id="alerts-threshold"
          inputMode="numeric"
          className={inputClass}
          aria-describedby="alerts-threshold-hint"
          aria-invalid={errors.lowStockThreshold ? true : undefined}
          {...form.register('lowStockThreshold')}
        />
        <p id="alerts-threshold-hint" className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          {m.thresholdHint}
        </p>
        {errors.lowStockThreshold?.message ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.lowStockThreshold.message}</p> : null}
      </div>
      <Button type="submit" aria-disabled={save.isPending}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}
