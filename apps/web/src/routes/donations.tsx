import { imageSrc } from '@handloom/shared';
import { formatRupeesShort, formatShopDate, formatShopDay } from '../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { donationLedgerQuery } from '../features/weavers/weavers-queries.ts';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { messages } from '../messages/messages.ts';
import { shopMessages } from '../messages/shop-messages.ts';

const m = shopMessages.weavers;

/** The open donation ledger: raised (as the Funds tab counts it), given out, and every gift. */
export default function DonationsPage() {
  useDocumentTitle(m.ledgerTitle);
  const ledger = useQuery(donationLedgerQuery);
  return (
    <div className="space-y-8">
      <PageHeading subtitle={m.ledgerLead}>{m.ledgerTitle}</PageHeading>
      {ledger.isPending ? <Spinner /> : null}
      {ledger.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{m.failed}</p>
          <button
            type="button"
            className="rounded-md bg-maroon-700 px-4 py-2 font-semibold text-white dark:bg-zari-400 dark:text-ink-900"
            onClick={() => void ledger.refetch()}
          >
            {messages.common.retry}
          </button>
        </div>
      ) : null}
      {ledger.data ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            {[
              { label: m.raised, paise: ledger.data.raisedPaise, note: m.raisedNote, id: 'raised' },
              { label: m.given, paise: ledger.data.givenPaise, note: null, id: 'given' },
              { label: m.balance, paise: ledger.data.raisedPaise - ledger.data.givenPaise, note: null, id: 'balance' },
            ].map((figure) => (
              <div key={figure.id} className="rounded-lg border border-maroon-100 bg-white p-4 shadow-sm dark:border-ink-700 dark:bg-ink-800">
                <dt className="text-sm font-medium text-stone-700 dark:text-stone-300">{figure.label}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={`ledger-${figure.id}`}>
                  {formatRupeesShort(figure.paise)}
                </dd>
                {figure.note ? <dd className="mt-1 text-xs text-stone-700 dark:text-stone-300">{figure.note}</dd> : null}
              </div>
            ))}
          </dl>
          <section aria-labelledby="disbursements" className="space-y-3">
            <h2 id="disbursements" className="font-serif text-2xl font-semibold text-maroon-800 dark:text-zari-300">
              {m.disbursementsHeading}
            </h2>
            {ledger.data.disbursements.length === 0 ? (
              <p>{m.noDisbursements}</p>
            ) : (
              <ul role="list" className="divide-y divide-maroon-100 rounded-lg border border-maroon-100 bg-white dark:divide-ink-700 dark:border-ink-700 dark:bg-ink-800">
                {ledger.data.disbursements.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
                    <div className="min-w-0">
                      <p className="text-sm text-stone-700 tabular-nums dark:text-stone-300">{formatShopDay(entry.givenOn)}</p>
                      <p className={`break-words ${entry.withdrawn ? 'line-through' : ''}`}>{entry.recipient}</p>
                      {entry.withdrawn ? (
                        <p className="text-sm break-words text-stone-700 dark:text-stone-300">{m.withdrawn(formatShopDate(entry.withdrawn.at), entry.withdrawn.reason)}</p>
                      ) : null}
                      {entry.receipt ? (
                        <a href={imageSrc(entry.receipt, 1024)} className="text-sm underline">
                          {m.viewReceipt(formatShopDay(entry.givenOn))}
                        </a>
                      ) : null}
                    </div>
                    {/* Struck through for the eye, and said in words for a screen reader. */}
                    {entry.withdrawn ? (
                      <p className="font-semibold tabular-nums">
                        <s aria-hidden="true">{formatRupeesShort(entry.amountPaise)}</s>
                        <span className="sr-only">{m.withdrawnAmount(formatRupeesShort(entry.amountPaise))}</span>
                      </p>
                    ) : (
                      <p className="font-semibold tabular-nums">{formatRupeesShort(entry.amountPaise)}</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
      <TextLink to={paths.weavers()}>{m.backToWeavers}</TextLink>
    </div>
  );
}
