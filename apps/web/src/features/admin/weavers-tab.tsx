import { imageSrc, isShopImage, type Weaver } from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, ListStates, type Column } from '../../components/ui/data-table.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { adminQueryGroup, deleteWeaver, saveWeaver, weaversQuery } from './admin-api.ts';
import { iconButtonClass, panelClass } from './admin-styles.ts';
import { WeaverForm } from './weaver-form.tsx';

const m = adminMessages.weavers;

/** The weavers behind the products: their profiles, shown only with their consent. */
export function WeaversTab() {
  const weavers = useQuery(weaversQuery);
  const queryClient = useQueryClient();
  // null: the list; 'new': the Add form; a weaver: their Edit form.
  const [editing, setEditing] = useState<Weaver | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Weaver | null>(null);
  // Where the focus goes once the list is back: the button that opened the form
  // closed, or the heading after a delete (the row and its buttons are gone).
  // Otherwise it falls to the top of the page.
  const listRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<string | null>(null);
  const focusInList = (selector: string) => listRef.current?.querySelector<HTMLElement>(selector)?.focus();
  // An opened form took the pressed button's place: the focus goes to the form's heading.
  const formHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (editing) formHeading.current?.focus();
    else if (target) focusInList(target);
  }, [editing]);

  if (editing) {
    const weaver = editing === 'new' ? null : editing;
    const closeForm = () => {
      focusTarget.current = weaver ? `[data-edit-weaver="${weaver.id}"]` : '[data-add-weaver]';
      setEditing(null);
    };
    return (
      <section aria-labelledby="weaver-form-heading" className={`p-5 ${panelClass}`}>
        <h2 id="weaver-form-heading" ref={formHeading} tabIndex={-1} className="mb-4 font-serif text-xl font-semibold">
          {weaver ? m.edit(weaver.nameEn) : m.add}
        </h2>
        <WeaverForm
          weaver={weaver}
          onCancel={closeForm}
          onSave={async (form) => {
            await saveWeaver(weaver?.id ?? null, form);
            void notifySuccess(m.saved);
            await queryClient.invalidateQueries({ queryKey: adminQueryGroup });
            closeForm();
          }}
        />
      </section>
    );
  }

  return (
    <div ref={listRef}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 tabIndex={-1} data-weavers-heading className="font-serif text-xl font-semibold">
            {m.heading}
          </h2>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{m.intro}</p>
        </div>
        <Button data-add-weaver onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-5" />
          {m.add}
        </Button>
      </div>
      <ListStates query={weavers} errorText={adminMessages.loadFailed}>
        {(items) => <DataTable columns={columns(setEditing, setDeleting)} rows={items} rowKey={(weaver) => weaver.id} empty={m.empty} />}
      </ListStates>
      {deleting ? <DeleteWeaver weaver={deleting} onClose={() => setDeleting(null)} onDeleted={() => focusInList('[data-weavers-heading]')} /> : null}
    </div>
  );
}

function columns(onEdit: (weaver: Weaver) => void, onDelete: (weaver: Weaver) => void): Column<Weaver>[] {
  return [
    {
      header: m.portrait,
      cell: (weaver) =>
        weaver.portrait && (isShopImage(weaver.portrait) || weaver.portrait.startsWith('https://')) ? (
          <img src={imageSrc(weaver.portrait, 160)} alt="" width={40} height={50} loading="lazy" className="h-12.5 w-10 rounded object-cover" />
        ) : null,
    },
    {
      header: m.name,
      className: 'font-medium break-words',
      cell: (weaver) => (
        <>
          {weaver.nameEn}
          <br />
          <span lang="ta" className="font-normal">
            {weaver.nameTa}
          </span>
        </>
      ),
    },
    { header: m.place, cell: (weaver) => `${weaver.village}, ${weaver.district}`, className: 'break-words' },
    {
      header: m.status,
      cell: (weaver) => (
        <>
          {weaver.consent && weaver.published ? m.shown : m.hidden}
          {weaver.illustrative ? <span className="block text-xs text-stone-700 dark:text-stone-300">{m.illustrative}</span> : null}
        </>
      ),
    },
    {
      header: adminMessages.products.actions,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (weaver) => (
        <>
          <button type="button" data-edit-weaver={weaver.id} onClick={() => onEdit(weaver)} aria-label={m.edit(weaver.nameEn)} title={m.edit(weaver.nameEn)} className={iconButtonClass}>
            <Pencil aria-hidden="true" className="size-5" />
          </button>
          <button type="button" onClick={() => onDelete(weaver)} aria-label={m.remove(weaver.nameEn)} title={m.remove(weaver.nameEn)} className={iconButtonClass}>
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </>
      ),
    },
  ];
}

function DeleteWeaver({ weaver, onClose, onDeleted }: { weaver: Weaver; onClose: () => void; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => deleteWeaver(weaver.id),
    onSuccess: async () => {
      void notifySuccess(m.removed);
      onClose();
      await queryClient.invalidateQueries({ queryKey: adminQueryGroup });
      onDeleted();
    },
  });
  const error = removal.error ? (removal.error instanceof ApiError ? removal.error.message : adminMessages.loadFailed) : null;
  return (
    <ConfirmDialog
      title={m.removeTitle}
      confirmLabel={m.removeConfirm}
      busyLabel={m.saving}
      keepLabel={m.cancel}
      busy={removal.isPending}
      error={error}
      onConfirm={() => removal.mutate()}
      onClose={onClose}
    >
      {m.removeText(weaver.nameEn)}
    </ConfirmDialog>
  );
}
