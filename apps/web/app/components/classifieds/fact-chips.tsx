/** The facts a post's card and page both show (type, price, place), as small chips; blanks left out. */
export function FactChips({ facts }: { facts: readonly (string | null | undefined | false)[] }) {
  const shown = facts.filter((fact): fact is string => Boolean(fact));
  return (
    <ul className="flex flex-wrap gap-2 text-sm">
      {shown.map((fact, index) => (
        // Two facts may read the same (a subcategory and a city of one name); the list is never reordered.
        <li key={`${index}-${fact}`} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
          {fact}
        </li>
      ))}
    </ul>
  );
}
