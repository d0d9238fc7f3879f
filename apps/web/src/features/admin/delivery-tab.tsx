import { adminApi, DELIVERY_ZONES, DeliverySettingsInputSchema, type DeliverySettings, type DeliveryZone } from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { call, queryKey } from '../../lib/api-client.ts';
import { showServerProblem } from '../../lib/form-problems.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { inputClass, labelClass, panelClass } from './admin-styles.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

const m = adminMessages.delivery;

const deliveryQuery = { queryKey: queryKey(adminApi.deliverySettings), queryFn: () => call(adminApi.deliverySettings) };

const asDays = (text: string) => Number(text.trim() || NaN);
const ZoneFormSchema = z.object({ minDays: z.string(), maxDays: z.string() });

// The form keeps what the owner types (days as text, pincodes as one box); the shared schema judges it.
const DeliveryFormSchema = z
  .object({
    shopPincode: z.string(),
    processingDays: z.string(),
    transit: z.object({ sameDistrict: ZoneFormSchema, tamilNadu: ZoneFormSchema, south: ZoneFormSchema, rest: ZoneFormSchema, far: ZoneFormSchema }),
    unservedPincodes: z.string(),
  })
  .transform((form) => ({
    shopPincode: form.shopPincode,
    processingDays: asDays(form.processingDays),
    transit: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [zone, { minDays: asDays(form.transit[zone].minDays), maxDays: asDays(form.transit[zone].maxDays) }]),
    ) as DeliverySettings['transit'],
    unservedPincodes: form.unservedPincodes.split(/[\s,;]+/).filter(Boolean),
  }))
  .pipe(DeliverySettingsInputSchema);

function formValues(settings: DeliverySettings) {
  return {
    shopPincode: settings.shopPincode,
    processingDays: String(settings.processingDays),
    transit: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [zone, { minDays: String(settings.transit[zone].minDays), maxDays: String(settings.transit[zone].maxDays) }]),
    ) as Record<DeliveryZone, { minDays: string; maxDays: string }>,
    unservedPincodes: settings.unservedPincodes.join(' '),
  };
}

/** The owner's delivery promise: the shop's pincode, processing days, transit days by zone, and pincodes not served. */
export function DeliveryTab() {
  const settings = useQuery(deliveryQuery);
  if (settings.isError) return <FormAlert tone="error">{adminMessages.loadFailed}</FormAlert>;
  if (!settings.data) return <p role="status">{m.loading}</p>;
  return <DeliveryForm settings={settings.data} />;
}

const problemOf = (error: FieldError | undefined) => (error?.message ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error.message}</p> : null);

function DeliveryForm({ settings }: { settings: DeliverySettings }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: schemaResolver(DeliveryFormSchema), defaultValues: formValues(settings) });
  const save = useMutation({
    mutationFn: (body: z.output<typeof DeliveryFormSchema>) => call(adminApi.updateDeliverySettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryQuery.queryKey, saved);
      form.reset(formValues(saved));
      void notifySuccess(m.saved);
    },
    onError: (error) => showServerProblem(form.setError, error, adminMessages.loadFailed),
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className={`${panelClass} max-w-3xl space-y-4 p-4`} onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}>
      <h2 className="font-serif text-xl font-semibold">{m.heading}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{m.intro}</p>
      {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="delivery-shop-pincode" className={labelClass}>
            {m.shopPincode}
          </label>
          <input id="delivery-shop-pincode" inputMode="numeric" className={inputClass} aria-describedby="delivery-shop-pincode-hint" aria-invalid={errors.shopPincode ? true : undefined} {...form.register('shopPincode')} />
          <p id="delivery-shop-pincode-hint" className="mt-1 text-xs text-stone-600 dark:text-stone-300">
            {m.shopPincodeHint}
          </p>
          {problemOf(errors.shopPincode)}
        </div>
        <div>
          <label htmlFor="delivery-processing" className={labelClass}>
            {m.processingDays}
          </label>
          <input id="delivery-processing" inputMode="numeric" className={inputClass} aria-invalid={errors.processingDays ? true : undefined} {...form.register('processingDays')} />
          {problemOf(errors.processingDays)}
        </div>
      </div>
      {/* Long Tamil words (குறைந்தபட்ச, தென்னிந்தியா) break rather than push the day columns past the panel's edge on a phone. */}
      <table className="w-full text-sm wrap-anywhere">
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-2">
              {m.zone}
            </th>
            <th scope="col" className="py-1 pr-2">
              {m.minDays}
            </th>
            <th scope="col" className="py-1">
              {m.maxDays}
            </th>
          </tr>
        </thead>
        <tbody>
          {DELIVERY_ZONES.map((zone) => (
            <tr key={zone}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {m.zones[zone]}
              </th>
              {(['minDays', 'maxDays'] as const).map((bound) => (
                <td key={bound} className="py-1 pr-2 align-top">
                  <input
                    inputMode="numeric"
                    aria-label={`${m.zones[zone]}: ${bound === 'minDays' ? m.minDays : m.maxDays}`}
                    className={inputClass}
                    aria-invalid={errors.transit?.[zone]?.[bound] ? true : undefined}
                    {...form.register(`transit.${zone}.${bound}`)}
                  />
                  {problemOf(errors.transit?.[zone]?.[bound])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <label htmlFor="delivery-unserved" className={labelClass}>
          {m.unserved}
        </label>
        <textarea id="delivery-unserved" rows={3} className={inputClass} aria-describedby="delivery-unserved-hint" aria-invalid={errors.unservedPincodes ? true : undefined} {...form.register('unservedPincodes')} />
        <p id="delivery-unserved-hint" className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          {m.unservedHint}
        </p>
        {problemOf(errors.unservedPincodes)}
      </div>
      <Button type="submit" aria-disabled={save.isPending}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}
