import { LIFETIME_LIST_PRICE_CENTS, PLAN_PRICES_CENTS, type Plan } from '../../../domain/billing';
import { useFormatUsd } from '../../lib/i18n/format-money';
import { useT } from '../../lib/i18n/translate';

/** The lifetime discount off its list price, for the badge. */
const LIFETIME_PERCENT_OFF = Math.round((1 - PLAN_PRICES_CENTS.lifetime / LIFETIME_LIST_PRICE_CENTS) * 100);

interface PlanTilesProps {
  plan: Plan;
  onChange: (plan: Plan) => void;
  disabled: boolean;
}

/** Monthly and lifetime as a radio group: arrow keys move between them. */
export function PlanTiles({ plan, onChange, disabled }: PlanTilesProps) {
  const t = useT('account');
  const usd = useFormatUsd();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">{t('plans.choose')}</legend>
      <Tile value="monthly" checked={plan === 'monthly'} onChange={onChange} title={t('plans.monthly')}>
        <p className="text-3xl font-extrabold">
          {usd(PLAN_PRICES_CENTS.monthly)}
          <span className="text-base font-semibold text-stone-500">{t('plans.perMonth')}</span>
        </p>
        <p className="text-sm text-stone-600">{t('plans.cancelAnyTime')}</p>
      </Tile>
      <Tile value="lifetime" checked={plan === 'lifetime'} onChange={onChange} title={t('plans.lifetime')}>
        <span className="absolute top-3 right-3 rounded-full bg-flag px-2 py-0.5 text-xs font-extrabold text-white">
          {t('plans.percentOff', { percent: LIFETIME_PERCENT_OFF })}
        </span>
        <p className="text-3xl font-extrabold">
          {usd(PLAN_PRICES_CENTS.lifetime)}{' '}
          <s className="text-base font-semibold text-stone-500">{usd(LIFETIME_LIST_PRICE_CENTS)}</s>
        </p>
        <p className="text-sm text-stone-600">{t('plans.oneTime')}</p>
      </Tile>
    </fieldset>
  );
}

function Tile({
  value,
  checked,
  onChange,
  title,
  children,
}: {
  value: Plan;
  checked: boolean;
  onChange: (plan: Plan) => void;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={`relative block cursor-pointer rounded-2xl border-2 bg-white p-4 shadow-sm transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-500 ${checked ? 'border-felt ring-2 ring-felt/20' : 'border-stone-200 hover:border-stone-400'}`}
    >
      <input
        type="radio"
        name="plan"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      <span className="block text-sm font-bold tracking-wider text-felt uppercase">{title}</span>
      {children}
    </label>
  );
}
