/**
 * The picker reads digits typed into its month section greedily: "1" waits
 * for a second digit, so "1" followed by the year "2020" becomes month 12 and
 * the year 020 ("Dec 0020"). No CV date lies before the year 1000, so such a
 * reading means the month's "1" and the year's first digit were run together.
 */
export function typedMonth(month: number, year: number): { month: number; year: number } | null {
  if (!Number.isInteger(month) || !Number.isInteger(year)) return null;
  if (year >= 1000 || month < 11 || month > 12) return null;
  return { month: 1, year: (month - 10) * 1000 + year };
}

/**
 * The month and year a month field shows, from its two sections (format
 * "MMM YYYY": month first), as the picker reports them to assistive technology.
 */
export function shownMonth(field: Element): { month: number; year: number } | null {
  const [month, year] = [...field.querySelectorAll('[role="spinbutton"]')].map((section) =>
    Number(section.getAttribute('aria-valuenow') ?? Number.NaN),
  );
  return month === undefined || year === undefined ? null : { month, year };
}
