/**
 * In place of a figure that could not be loaded (the page says why, with Try again): a dash,
 * read as "Not available", instead of a placeholder that pulses forever. Style it as the figure.
 */
export function UnavailableValue({ className }: { className?: string }) {
  return (
    <p className={className} data-testid="value-unavailable">
      <span aria-hidden>—</span>
      <span className="sr-only">Not available</span>
    </p>
  );
}
