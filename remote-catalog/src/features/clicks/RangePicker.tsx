import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldError, Input, Label } from '@app/shared';
import type { DayRange } from './api';
import { lastDays, MAX_RANGE_DAYS, PRESET_DAYS, rangeProblem } from './range';
import { CLICKS_TEXTS as T } from './texts';

/** A preset (the last 7, 30 or 90 days, moving with today) or a custom range. */
export type RangeChoice = { preset: number } | { custom: DayRange };

export const rangeOf = (choice: RangeChoice): DayRange => ('preset' in choice ? lastDays(choice.preset) : choice.custom);

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  margin-bottom: 1rem;
  form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; }
  label { display: flex; flex-direction: column; gap: 0.25rem; margin: 0; }
`;

export function RangePicker({ choice, onChange }: { choice: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const current = rangeOf(choice);
  const [customOpen, setCustomOpen] = useState('custom' in choice);
  const [draft, setDraft] = useState<DayRange>(current);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wrong = rangeProblem(draft);
    setProblem(wrong === 'invalid' ? T.rangeInvalid : wrong === 'tooLong' ? T.rangeTooLong(MAX_RANGE_DAYS) : null);
    if (!wrong) onChange({ custom: draft });
  };

  return (
    <Bar role="group" aria-label={T.range}>
      {PRESET_DAYS.map((days) => (
        <Button
          key={days}
          variant={'preset' in choice && choice.preset === days ? 'primary' : 'secondary'}
          aria-pressed={'preset' in choice && choice.preset === days}
          onClick={() => {
            setCustomOpen(false);
            setProblem(null);
            onChange({ preset: days });
          }}
        >
          {T.presets[days]}
        </Button>
      ))}
      <Button
        variant={'custom' in choice ? 'primary' : 'secondary'}
        aria-pressed={'custom' in choice}
        aria-expanded={customOpen}
        onClick={() => {
          setDraft(current);
          setCustomOpen((open) => !open);
        }}
      >
        {T.custom}
      </Button>
      {customOpen && (
        <form onSubmit={apply} noValidate>
          <Label>
            {T.from}
            <Input type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} $invalid={!!problem} />
          </Label>
          <Label>
            {T.to}
            <Input type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} $invalid={!!problem} />
          </Label>
          <Button type="submit">{T.apply}</Button>
          {problem && <FieldError role="alert">{problem}</FieldError>}
        </form>
      )}
    </Bar>
  );
}
