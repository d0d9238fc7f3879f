import type { OwnReview } from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { StarRow } from '../../components/ui/star-row.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { lazyPart, PartBoundary } from '../../lib/lazy-part.tsx';
import { paths } from '../../lib/paths.ts';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { ReviewList } from './review-list.tsx';
import { createReview, deleteReview, myReviewQuery, productReviewsQuery, reviewsQueryGroup, updateReview } from './reviews-api.ts';

// The form (react-hook-form and zod) loads only for a shopper who may review: most visitors never see it.
const ReviewForm = lazyPart(async () => ({ default: (await import('./review-form.tsx')).ReviewForm }));

const m = shopMessages.reviews;

/** The product page's reviews: the approved ones for everyone, and the signed-in shopper's own review or the form. */
export function ProductReviews({ productId, signedIn }: { productId: string; signedIn: boolean | null }) {
  const reviews = useQuery(productReviewsQuery(productId));
  return (
    <section aria-labelledby="product-reviews" className="mt-10 border-t border-maroon-100 pt-6 dark:border-ink-700">
      <h2 id="product-reviews" className="mb-4 font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
        {m.heading}
      </h2>
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <div>{reviews.data ? <ReviewList reviews={reviews.data} /> : reviews.isError ? <p role="alert">{m.failed}</p> : null}</div>
        <MyReviewPanel productId={productId} signedIn={signedIn} />
      </div>
    </section>
  );
}

/** Decided after hydration (signedIn is null until the session is known): the server renders the same page for everyone. */
function MyReviewPanel({ productId, signedIn }: { productId: string; signedIn: boolean | null }) {
  const location = useLocation();
  const mine = useQuery({ ...myReviewQuery(productId), enabled: signedIn === true });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewsQueryGroup });
  // Swapping the card and the form removes the button that had the focus: the keyboard carries on from the heading, above the notice.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backToHeading = () => headingRef.current?.focus();

  if (signedIn === null) return null;
  if (!signedIn) {
    return (
      <p>
        <TextLink to={paths.login(location.pathname)}>{m.logInToReview}</TextLink>
      </p>
    );
  }
  if (!mine.data) return mine.isError ? <p role="alert">{m.failed}</p> : null;

  const review = mine.data.review;
  const heading = review ? m.yourReviewHeading : m.writeHeading;
  let body;
  if (review && !editing) {
    body = (
      <OwnReviewCard
        review={review}
        onEdit={() => setEditing(true)}
        onDeleted={() => {
          setNotice(m.deleted);
          backToHeading();
        }}
        refresh={refresh}
      />
    );
  } else if (review || mine.data.canReview) {
    body = (
      <PartBoundary
        onError={() => ReviewForm.retry()}
        fallback={(retry) => (
          <div className="space-y-2">
            <FormAlert tone="error">{messages.common.cannotReachShop}</FormAlert>
            <Button variant="secondary" onClick={retry}>
              {messages.common.retry}
            </Button>
          </div>
        )}
      >
        <Suspense fallback={null}>
          <ReviewForm
            key={review?.id ?? 'new'}
            review={review}
            focusOnOpen={editing}
            onCancel={
              review
                ? () => {
                    setEditing(false);
                    backToHeading();
                  }
                : undefined
            }
            onSave={async (input) => {
              if (review) await updateReview(review.id, input);
              else await createReview(productId, input);
              setEditing(false);
              setNotice(m.sent);
              await refresh();
              backToHeading();
            }}
          />
        </Suspense>
      </PartBoundary>
    );
  } else {
    body = <p>{m.notABuyer}</p>;
  }
  return (
    <div className="space-y-3">
      <h3 ref={headingRef} tabIndex={-1} className="font-serif text-lg font-semibold">
        {heading}
      </h3>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {body}
    </div>
  );
}

function OwnReviewCard({ review, onEdit, onDeleted, refresh }: { review: OwnReview; onEdit: () => void; onDeleted: () => void; refresh: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteReview(review.id),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
      onDeleted();
    },
  });
  return (
    <div className="space-y-3 rounded-lg border border-maroon-100 bg-white p-4 dark:border-ink-700 dark:bg-ink-800">
      <StarRow stars={review.stars} label={m.starsOutOfFive(review.stars)} />
      <p className="leading-relaxed break-words whitespace-pre-line">{review.text}</p>
      <p className="text-sm font-medium">{m.status[review.status]}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit}>
          {m.edit}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {m.delete}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={m.deleteTitle}
          confirmLabel={m.delete}
          busyLabel={m.deleting}
          keepLabel={m.keep}
          busy={remove.isPending}
          error={remove.error ? (remove.error instanceof ApiError ? remove.error.message : m.actionFailed) : null}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        >
          {m.deleteText}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
