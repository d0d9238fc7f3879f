import {
  gstApi,
  GstRatesInputSchema,
  SELLER_STATE_OPTIONS,
  SellerSettingsInputSchema,
  shopYearMonth,
  type GstRates,
  type GstRatesForm,
  type SellerSettings,
  type SellerSettingsForm,
} from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { call, queryKey } from '../../lib/api-client.ts';
import { stateName } from '../../lib/format.ts';
import { showServerProblem } from '../../lib/form-problems.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { gstReportUrl } from './admin-api.ts';
import { inputClass, labelClass, panelClass } from './admin-styles.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

const m = adminMessages.gst;
const errorClass = 'mt-1 text-sm text-red-700 dark:text-red-300';

const sellerQuery = { queryKey: queryKey(gstApi.sellerSettings), queryFn: () => call(gstApi.sellerSettings) };
const ratesQuery = { queryKey: queryKey(gstApi.gstRates), queryFn: () => call(gstApi.gstRates) };

/** GST: who the seller is, the rate of each HSN code, and the monthly report. */
export function GstTab() {
  const seller = useQuery(sellerQuery);
  const rates = useQuery(ratesQuery);
  if (seller.isError || rates.isError) return <FormAlert tone="error">{adminMessages.loadFailed}</FormAlert>;
  if (!seller.data || !rates.data) return <p role="status">{m.loading}</p>;
  return (
    <div className="space-y-6">
      <SellerForm settings={seller.data} />
      <RatesForm rates={rates.data} />
      <ReportLink />
    </div>
  );
}

function sellerValues(settings: SellerSettings): SellerSettingsForm {
  return { legalName: settings.legalName, address: settings.address, stateCode: settings.stateCode, registered: settings.registered, gstin: settings.gstin ?? '' };
}

function SellerForm({ settings }: { settings: SellerSettings }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: schemaResolver(SellerSettingsInputSchema), defaultValues: sellerValues(settings) });
  const save = useMutation({
    mutationFn: (body: SellerSettingsForm) => call(gstApi.updateSellerSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sellerQuery.queryKey, saved);
      form.reset(sellerValues(saved));
      void notifySuccess(m.savedSeller);
    },
    onError: (error) => showServerProblem(form.setError, error, adminMessages.loadFailed),
  });
  const errors = form.formState.errors;
  const registered = useWatch({ control: form.control, name: 'registered' });
  return (
    <form noValidate className={`${panelClass} max-w-2xl space-y-4 p-4`} onSubmit={(event) => void form.handleSubmit(() => save.mutate(form.getValues()))(event)}>
      <h2 className="font-serif text-xl font-semibold">{m.sellerHeading}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{m.sellerIntro}</p>
      {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
      <div>
        <label htmlFor="gst-legal-name" className={labelClass}>
          {m.legalName}
        </label>
        <input id="gst-legal-name" className={inputClass} aria-invalid={errors.legalName ? true : undefined} {...form.register('legalName')} />
        {errors.legalName?.message ? <p className={errorClass}>{errors.legalName.message}</p> : null}
      </div>
      <div>
        <label htmlFor="gst-address" className={labelClass}>
          {m.address}
        </label>
        <textarea id="gst-address" rows={3} className={inputClass} aria-invalid={errors.address ? true : undefined} {...form.register('address')} />
        {errors.address?.message ? <p className={errorClass}>{errors.address.message}</p> : null}
      </div>
      <div>
        <label htmlFor="gst-state" className={labelClass}>
          {m.state}
        </label>
        <select id="gst-state" className={inputClass} {...form.register('stateCode')}>
          {SELLER_STATE_OPTIONS.map((state) => (
            <option key={state.code} value={state.code}>
              {stateName(state.name)} ({state.code})
            </option>
          ))}
        </select>
        {errors.stateCode?.message ? <p className={errorClass}>{errors.stateCode.message}</p> : null}
      </div>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" {...form.register('registered')} />
        {m.registered}
      </label>
      {registered ? (
        <div>
          <label htmlFor="gst-gstin" className={labelClass}>
            {m.gstin}
          </label>
          <input id="gst-gstin" autoCapitalize="characters" className={inputClass} aria-invalid={errors.gstin ? true : undefined} {...form.register('gstin')} />
          {errors.gstin?.message ? <p className={errorClass}>{errors.gstin.message}</p> : null}
          {settings.gstinIsSample ? <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">{m.sample}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">{m.notRegisteredHint}</p>
      )}
      <Button type="submit" aria-disabled={save.isPending}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}

function rateValues(rates: GstRates): GstRatesForm {
  return { rates: rates.rates.map((rate) => ({ ...rate, thresholdRupees: rate.thresholdRupees ?? '', rateAbovePercent: rate.rateAbovePercent ?? '' })) };
}

function RatesForm({ rates }: { rates: GstRates }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: schemaResolver(GstRatesInputSchema), defaultValues: rateValues(rates) });
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  // A rate saved before the law changed (12 % ended on 22 September 2025) shows its message at once, not at the next save.
  useEffect(() => {
    void form.trigger();
  }, [form]);
  const save = useMutation({
    mutationFn: (body: GstRatesForm) => call(gstApi.updateGstRates, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ratesQuery.queryKey, saved);
      form.reset(rateValues(saved));
      void notifySuccess(m.savedRates);
    },
    onError: (error) => showServerProblem(form.setError, error, adminMessages.loadFailed),
  });
  const errors = form.formState.errors;
  const columns = [
    ['hsn', m.hsn, 'w-24'],
    ['description', m.description, 'min-w-48'],
    ['ratePercent', m.ratePercent, 'w-20'],
    ['thresholdRupees', m.thresholdRupees, 'w-28'],
    ['rateAbovePercent', m.rateAbovePercent, 'w-20'],
  ] as const;
  return (
    <form noValidate className={`${panelClass} space-y-4 p-4`} onSubmit={(event) => void form.handleSubmit(() => save.mutate(form.getValues()))(event)}>
      <h2 className="font-serif text-xl font-semibold">{m.ratesHeading}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{m.ratesIntro}</p>
      {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
      {errors.rates?.message ? <FormAlert tone="error">{errors.rates.message}</FormAlert> : null}
      {/* relative: the scrolling box holds (and clips) the visually hidden header too, which would otherwise widen the page on a phone. */}
      <div className="relative overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr>
              {columns.map(([key, label]) => (
                <th key={key} scope="col" className="px-1 text-left font-semibold">
                  {label}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">{m.removeRate('')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => (
              <tr key={row.id} className="align-top">
                {columns.map(([key, label, width]) => {
                  const problem = errors.rates?.[index]?.[key]?.message;
                  return (
                    <td key={key} className={`px-1 py-1 ${width}`}>
                      <input aria-label={m.rateBox(label, index + 1)} className={inputClass} aria-invalid={problem ? true : undefined} {...form.register(`rates.${index}.${key}`)} />
                      {problem ? <p className={errorClass}>{problem}</p> : null}
                    </td>
                  );
                })}
                <td className="px-1 py-1">
                  <Button type="button" variant="secondary" onClick={() => rows.remove(index)}>
                    {m.removeRate(form.getValues(`rates.${index}.hsn`))}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => rows.append({ hsn: '', description: '', ratePercent: '', thresholdRupees: '', rateAbovePercent: '' })}>
          {m.addRate}
        </Button>
        <Button type="submit" aria-disabled={save.isPending}>
          {save.isPending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}

function ReportLink() {
  const now = shopYearMonth(new Date());
  const [month, setMonth] = useState(`${now.year}-${String(now.month).padStart(2, '0')}`);
  return (
    <section aria-labelledby="gst-report" className={`${panelClass} max-w-2xl space-y-3 p-4`}>
      <h2 id="gst-report" className="font-serif text-xl font-semibold">
        {m.reportHeading}
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{m.reportIntro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="gst-month" className={labelClass}>
            {m.month}
          </label>
          <input id="gst-month" type="month" className={inputClass} value={month} onChange={(event) => setMonth(event.target.value)} />
        </div>
        <a href={gstReportUrl(month)} download className="font-semibold text-maroon-700 underline underline-offset-4 dark:text-zari-300">
          {m.download}
        </a>
      </div>
    </section>
  );
}
