/** A list of what a plan gives, each line after a tick. */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`grid gap-1 text-stone-700 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-felt">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
