/** Groups items (already newest first) by the UTC year of their ISO date, keeping the order: the blog sidebar and archive. */
export function groupByYear<T extends { date: string }>(items: readonly T[]): { year: string; items: T[] }[] {
  const groups: { year: string; items: T[] }[] = [];
  for (const item of items) {
    const year = item.date.slice(0, 4);
    const last = groups[groups.length - 1];
    if (last?.year === year) last.items.push(item);
    else groups.push({ year, items: [item] });
  }
  return groups;
}
