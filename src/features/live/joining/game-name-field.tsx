import { MAX_COURSE_NAME_LENGTH } from '../../../../domain/course-name';
import { useT } from '../../../lib/i18n/translate';

/** The game's name, as the host gives it when starting the game and when renaming it. */
export function GameNameField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const t = useT('live', 'team');
  return (
    <label className="grid gap-1 text-sm font-medium">
      {t('live.gameName')}
      <input
        className="field"
        placeholder={placeholder}
        maxLength={MAX_COURSE_NAME_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
