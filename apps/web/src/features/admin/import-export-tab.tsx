import { adminApi, type ProductImportReport } from '@handloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { urlOf } from '../../lib/api-client.ts';
import { importProducts } from './admin-api.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { inputClass, labelClass, panelClass } from './admin-styles.ts';

const m = adminMessages.importExport;

/** The products CSV: download it, or check a file (a dry run) and import it. */
export function ImportExportTab() {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [missingFile, setMissingFile] = useState(false);
  const run = useMutation({
    mutationFn: async (dryRun: boolean) => {
      const file = fileInput.current?.files?.[0];
      if (!file) throw new Error(m.noFile);
      return importProducts(await file.text(), dryRun);
    },
    onSuccess: (report) => {
      // The products tab and the shop's pages read the new catalogue.
      if (report.applied) void queryClient.invalidateQueries();
    },
  });

  function start(dryRun: boolean) {
    const chosen = Boolean(fileInput.current?.files?.length);
    setMissingFile(!chosen);
    if (chosen) run.mutate(dryRun);
  }

  return (
    <section className={`${panelClass} max-w-3xl space-y-4 p-4`} aria-labelledby="import-export-heading">
      <h2 id="import-export-heading" className="font-serif text-xl font-semibold">
        {m.heading}
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{m.intro}</p>
      <a
        href={urlOf(adminApi.exportProducts)}
        download
        className="inline-flex items-center gap-2 rounded-md border border-maroon-700 px-4 py-2.5 font-semibold text-maroon-800 hover:bg-maroon-50 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-700"
      >
        <Download aria-hidden="true" className="size-5" />
        {m.download}
      </a>
      <div>
        <label htmlFor="products-csv-file" className={labelClass}>
          {m.file}
        </label>
        <input
          id="products-csv-file"
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          className={inputClass}
          aria-invalid={missingFile ? true : undefined}
          onChange={() => {
            setMissingFile(false);
            run.reset();
          }}
        />
        {missingFile ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{m.noFile}</p> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-disabled={run.isPending} onClick={() => start(true)}>
          {run.isPending && run.variables ? m.working : m.check}
        </Button>
        <Button aria-disabled={run.isPending} onClick={() => start(false)}>
          {run.isPending && !run.variables ? m.working : m.importNow}
        </Button>
      </div>
      {run.isError ? <FormAlert tone="error">{run.error.message}</FormAlert> : null}
      {run.data ? <ImportReport report={run.data} /> : null}
    </section>
  );
}

function ImportReport({ report }: { report: ProductImportReport }) {
  if (report.problems.length === 0) {
    const say = report.dryRun ? m.checked : m.imported;
    return <FormAlert tone="success">{say(report.created, report.updated, report.unchanged)}</FormAlert>;
  }
  return (
    <div className="space-y-2">
      <FormAlert tone="error">{m.problems(report.problems.length)}</FormAlert>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3">
              {m.row}
            </th>
            <th scope="col" className="py-1 pr-3">
              {m.column}
            </th>
            <th scope="col" className="py-1">
              {m.problem}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.problems.map((problem, index) => (
            <tr key={`${problem.row}-${index}`} className="border-t border-maroon-100 dark:border-ink-700">
              <td className="py-1 pr-3 tabular-nums">{problem.row}</td>
              <td className="py-1 pr-3">{problem.column ?? ''}</td>
              <td className="py-1">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
