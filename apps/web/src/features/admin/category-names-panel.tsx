import { CategoryNameInputSchema, type AdminCategoryName } from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { withOwnerText } from '../../lib/owner-text.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { categoryNamesQuery, refreshAfterCategoryNameChange, setCategoryName } from './admin-api.ts';
import { AdminField } from './admin-field.tsx';
import { inputClass, panelClass } from './admin-styles.ts';
import { schemaText } from '../../lib/schema-text.ts';

const m = adminMessages.categoryNames;

/** The Tamil name of each category of live products, one small form each (issue 14). */
export function CategoryNamesPanel() {
  const categories = useQuery(categoryNamesQuery);
  return (
    <section aria-labelledby="category-names-heading" className={`${panelClass} mt-8 max-w-2xl space-y-4 p-4`}>
      <h2 id="category-names-heading" className="font-serif text-xl font-semibold">
        {m.heading}
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{m.intro}</p>
      {categories.isError ? (
        <FormAlert tone="error">{adminMessages.loadFailed}</FormAlert>
      ) : !categories.data ? (
        <p role="status">{m.loading}</p>
      ) : categories.data.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        <ul className="space-y-4">
          {categories.data.map((category) => (
            <li key={category.category}>
              <CategoryNameForm saved={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryNameForm({ saved }: { saved: AdminCategoryName }) {
  const queryClient = useQueryClient();
  const [nameTa, setNameTa] = useState(saved.nameTa ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (name: string | null) => setCategoryName(saved.category, name ?? ''),
    onSuccess: async (next) => {
      setNameTa(next.nameTa ?? '');
      void notifySuccess(next.nameTa ? m.saved(saved.label) : m.cleared(saved.label));
      await refreshAfterCategoryNameChange(queryClient);
    },
    onError: (error) => setProblem(error instanceof ApiError ? (error.fields.nameTa ?? error.message) : adminMessages.loadFailed),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same rule as the server's, for an answer without a round trip.
    const parsed = CategoryNameInputSchema.safeParse({ nameTa });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue && schemaText(issue.message));
      return;
    }
    setProblem(undefined);
    save.mutate(parsed.data.nameTa);
  };

  return (
    <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
      <div className="min-w-56 flex-1">
        <AdminField label={withOwnerText(m.tamilName, saved.label)} error={problem}>
          {(props) => <input type="text" lang="ta" className={inputClass} value={nameTa} onChange={(event) => setNameTa(event.target.value)} {...props} />}
        </AdminField>
      </div>
      <Button type="submit" disabled={save.isPending} aria-label={m.saveFor(saved.label)}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}
