import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';

/**
 * A console table on TanStack Table: columns sort on a click of their heading (the page shown;
 * the server pages through the whole list with keyset cursors), and rows can be selected for a
 * bulk action. Selection is real checkboxes named `selectName` inside the caller's form, so a
 * bulk action also works before the page's script has loaded.
 */
export function ConsoleTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  selectName,
  selectValue,
  selectLabel,
  form,
  testId,
  minWidth = 'min-w-[40rem]',
}: {
  caption: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** The checkbox name that a bulk form reads; none: rows are not selectable. */
  selectName?: string;
  selectValue?: (row: Row) => string;
  selectLabel?: (row: Row) => string;
  /** The id of the bulk form the checkboxes belong to. */
  form?: string;
  testId: string;
  /** The narrowest the table is drawn (a Tailwind class); narrower screens scroll it sideways in its frame. */
  minWidth?: string;
}) {
  const { t } = useI18n();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // TanStack Table keeps a mutable instance, so the React Compiler leaves this component as it is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    state: { sorting, rowSelection },
    enableRowSelection: selectName !== undefined,
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const isSelectable = selectName !== undefined && selectValue !== undefined;
  // Positioned, so that text hidden for screen readers (absolutely placed) scrolls with the table
  // instead of widening the page.
  return (
    <div className="relative max-w-full overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className={`w-full ${minWidth} text-start text-sm`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {isSelectable ? (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('console.table.selectAll')}
                    checked={table.getIsAllRowsSelected()}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                    className="size-4"
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className="px-3 py-2 text-start font-semibold"
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 hover:underline"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'bg-primary/5' : undefined}>
              {isSelectable ? (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    name={selectName}
                    value={selectValue(row.original)}
                    form={form}
                    aria-label={selectLabel?.(row.original)}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                    className="size-4"
                  />
                </td>
              ) : null}
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
