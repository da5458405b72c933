import { clsx } from 'clsx';
import { Fragment, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

/** Average advance of a bold tabular figure (digits, separators, ₦), in ems. */
const FIGURE_EM = 0.62;

/** A figure that may wrap only between digit groups ("₦123,456,/789.12"), never inside one. */
export function breakAfterCommas(text: string): ReactNode {
  return text.split(/(?<=,)/).map((group, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {group}
    </Fragment>
  ));
}

/**
 * A money figure that is never cut off ("₦824,754,…") nor broken inside a digit group. It sets
 * `--fit`, the font size at which the whole figure fits the box's width (container units: the
 * wrapper is the container); size the figure with it, capped per breakpoint, e.g.
 * `text-[length:clamp(1rem,var(--fit),2.1rem)]`. At the floor a long figure wraps after a comma.
 */
export function FitAmount({
  value,
  className,
  ...rest
}: { value: string } & Omit<HTMLAttributes<HTMLParagraphElement>, 'children'>) {
  const style = { '--fit': `calc(100cqi / ${(Math.max(value.length, 1) * FIGURE_EM).toFixed(2)})` } as CSSProperties;
  return (
    <div className="@container">
      <p {...rest} style={style} className={clsx('tabular-nums', className)}>
        {breakAfterCommas(value)}
      </p>
    </div>
  );
}
