import { AtSign, Coins, Share2, Zap } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { brand } from '../../../lib/brand';
import { CopyTagButton } from './copy-tag-button';
import { useShareAction } from './use-share-action';

const tiles = [
  { icon: Zap, title: 'Instant', body: 'Tag payments land in seconds, any time of day.' },
  { icon: AtSign, title: 'Easy to share', body: 'No long wallet addresses: your @tag is all anyone needs.' },
  { icon: Coins, title: 'Any token', body: `Anyone on ${brand.name} can pay your tag in any supported token.` },
];

/** Receive by Tag: the @tag, Copy Tag, Share and three info tiles. */
export function TagReceivePanel({ tag }: { tag: string }) {
  const { share, sharing } = useShareAction();
  return (
    <div className="space-y-5">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 px-5 py-8 text-center text-white shadow-sm sm:py-10">
        <div className="absolute -top-16 -right-16 size-48 rounded-full bg-white/10 blur-2xl" aria-hidden />
        <p className="relative text-sm font-medium text-white/80">Your {brand.name} tag</p>
        <p data-testid="receive-tag" className="relative mt-2 text-3xl font-bold tracking-tight break-all sm:text-4xl">
          @{tag}
        </p>
        <p className="relative mx-auto mt-2 max-w-xs text-sm text-white/80">
          Share it with anyone who wants to pay you.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <CopyTagButton tag={tag} size="lg" fullWidth />
        <Button
          variant="outline"
          size="lg"
          fullWidth
          loading={sharing}
          onClick={() =>
            void share(
              { title: `Pay @${tag}`, text: `Pay me on ${brand.name}: @${tag}` },
              { copy: `@${tag}`, message: 'Tag copied to clipboard' },
            )
          }
          leftIcon={<Share2 className="size-4" aria-hidden />}
          data-testid="share"
        >
          Share
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {tiles.map(({ icon: Icon, title, body }) => (
          <li
            key={title}
            data-testid="receive-info-tile"
            className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-900/5 dark:bg-slate-800/50 dark:ring-white/5"
          >
            <span className="flex size-9 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-900/5 dark:bg-slate-900 dark:text-brand-300 dark:ring-white/10">
              <Icon className="size-4.5" aria-hidden />
            </span>
            <p className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</p>
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{body}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
