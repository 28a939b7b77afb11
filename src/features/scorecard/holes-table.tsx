import { Fragment, type ReactNode } from 'react';
import type { Hole, HolePatch } from '../../../domain/holes';
import { useCardText } from '../../lib/i18n/card-text';
import { CourseHoleRow, HoleRow, rowProps } from './hole-row';

/**
 * 'card' (the main card): every field editable, bars picked with Find a Bar. 'course': the
 * course's bars, drinks and pars shown fixed, only the scores to fill in.
 */
type HolesTableProps = {
  holes: Hole[];
  onChange: (holeNumber: number, patch: HolePatch) => void;
  /** How many of the holes to show, from the first: a page rendering in steps shows them in turn. */
  shownHoles?: number;
  /** What shows across the table under a hole's row (its planned arrival, the walk on). */
  belowHole?: (hole: Hole) => ReactNode;
} & ({ variant?: 'card'; onPickBar: (holeNumber: number) => void } | { variant: 'course' });

/** The nine holes: number, bar, par, drink and score. */
export function HolesTable(props: HolesTableProps) {
  const { holes, onChange, shownHoles = holes.length, belowHole } = props;
  const text = useCardText();
  const current = holes.find((hole) => hole.score === undefined)?.holeNumber;
  return (
    <section aria-label={text('Holes')} className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-sm">
        {/*
         * The column names fit in every language: on a phone in smaller type without letter
         * spacing, the score's using its cell's padding; from a tablet's width up the score
         * column is wider. ('SCHLÄGE', the longest, fits with room for a wider font.)
         */}
        <thead className="bg-felt text-[11px]/4 tracking-normal text-white uppercase sm:text-xs sm:tracking-wider">
          <tr>
            <th scope="col" className="w-8 py-2 pl-2">
              #
            </th>
            <th scope="col" className="px-1 py-2 text-left">
              {text('Bar')}
            </th>
            <th scope="col" className={`${props.variant === 'course' ? 'w-10' : 'w-14'} px-1 py-2`}>
              {text('Par')}
            </th>
            <th scope="col" className="px-1 py-2 text-left">
              {text('Drink')}
            </th>
            <th scope="col" className="w-16 px-0.5 py-2 sm:w-20 sm:px-1">
              {text('Score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {holes.slice(0, shownHoles).map((hole) => (
            <Fragment key={hole.holeNumber}>
              {props.variant === 'course' ? (
                <CourseHoleRow hole={hole} current={hole.holeNumber === current} onChange={onChange} />
              ) : (
                <HoleRow
                  hole={hole}
                  current={hole.holeNumber === current}
                  onChange={onChange}
                  onPickBar={props.onPickBar}
                />
              )}
              {belowHole ? (
                <tr className={rowProps(hole.holeNumber === current, true).className}>
                  <td colSpan={5} className="p-0">
                    {belowHole(hole)}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}
