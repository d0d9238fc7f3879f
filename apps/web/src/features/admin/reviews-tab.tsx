import { reviewsApi, type AdminReview, type ReviewStatus } from '@handloom/shared';
import { formatShopDate } from '../../lib/format.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, ListStates, type Column } from '../../components/ui/data-table.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { ApiError, call, queryKey } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { ProductText, shownTitle } from '../../lib/product-text.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { adminQueryGroup } from './admin-api.ts';
import { inputClass, labelClass } from './admin-styles.ts';

const m = adminMessages.reviews;

type Filter = ReviewStatus | 'all';
const FILTERS: readonly Filter[] = ['pending', 'approved', 'hidden', 'all'];

function reviewsQuery(filter: Filter) {
  const query = filter === 'all' ? {} : { status: filter };
  return queryOptions({ queryKey: queryKey(reviewsApi.adminReviews, query), queryFn: async () => (await call(reviewsApi.adminReviews, { query })).items });
}

/** Shoppers' reviews: new and edited ones wait here; only approved ones reach the shop. */
export function ReviewsTab() {
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>('pending');
  const reviews = useQuery(reviewsQuery(filter));
  const queryClient = useQueryClient();
  const moderation = useMutation({
    mutationFn: ({ review, status }: { review: AdminReview; status: 'approved' | 'hidden' }) => call(reviewsApi.setReviewStatus, { params: { id: review.id }, body: { status } }),
    onSuccess: async (_, { status }) => {
      void notifySuccess(status === 'approved' ? m.approved : m.hidden);
      await queryClient.invalidateQueries({ queryKey: adminQueryGroup });
    },
  });
  const error = moderation.error ? (moderation.error instanceof ApiError ? moderation.error.message : m.failed) : null;

  return (
    <div className="space-y-4">
      <div className="max-w-2xl">
        <h2 className="font-serif text-xl font-semibold">{m.heading}</h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{m.intro}</p>
      </div>
      <div className="max-w-xs">
        <label htmlFor={filterId} className={labelClass}>
          {m.filterLabel}
        </label>
        <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as Filter)} className={inputClass}>
          {FILTERS.map((key) => (
            <option key={key} value={key}>
              {m.filters[key]}
            </option>
          ))}
        </select>
      </div>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <ListStates query={reviews} errorText={adminMessages.loadFailed}>
        {(items) => (
          <DataTable
            columns={columns((review, status) => moderation.mutate({ review, status }), moderation.isPending)}
            rows={items}
            rowKey={(review) => review.id}
            empty={m.empty}
          />
        )}
      </ListStates>
    </div>
  );
}

/** The product's title as this page shows it: its Tamil title on a Tamil page where the admin gave one. */
const titleOf = (review: AdminReview) => shownTitle({ title: review.productTitle, titleTa: review.productTitleTa });

function columns(moderate: (review: AdminReview, status: 'approved' | 'hidden') => void, busy: boolean): Column<AdminReview>[] {
  return [
    {
      header: m.product,
      className: 'break-words',
      cell: (review) => (
        <TextLink to={paths.productInfo(review.productId)}>
          <ProductText shown={titleOf(review)} />
        </TextLink>
      ),
    },
    {
      header: m.reviewer,
      className: 'break-words',
      cell: (review) => (
        <>
          {review.reviewerName}
          <span className="block text-xs text-stone-700 dark:text-stone-300">{review.reviewerEmail}</span>
        </>
      ),
    },
    { header: m.stars, className: 'whitespace-nowrap', cell: (review) => m.starsOutOfFive(review.stars) },
    { header: m.text, className: 'max-w-md break-words whitespace-pre-line', cell: (review) => review.text },
    { header: m.status, cell: (review) => m.statuses[review.status] },
    { header: m.written, className: 'whitespace-nowrap', cell: (review) => formatShopDate(review.updatedAt) },
    {
      header: m.actions,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (review) => (
        <span className="inline-flex gap-2">
          {review.status === 'approved' ? null : (
            <Button className="min-h-10 px-3 py-1.5 text-sm" disabled={busy} aria-label={m.approveReview(review.reviewerName, titleOf(review).text)} onClick={() => moderate(review, 'approved')}>
              {m.approve}
            </Button>
          )}
          {review.status === 'hidden' ? null : (
            <Button variant="secondary" className="min-h-10 px-3 py-1.5 text-sm" disabled={busy} aria-label={m.hideReview(review.reviewerName, titleOf(review).text)} onClick={() => moderate(review, 'hidden')}>
              {m.hide}
            </Button>
          )}
        </span>
      ),
    },
  ];
}
