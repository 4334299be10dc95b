import * as v from 'valibot';

/** A stored text field, cut to `max` characters (a longer one was typed before a limit changed). */
export const draftText = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.slice(0, max)),
  );

/** A stored choice; anything else falls back to the first one. */
export const draftChoice = <const choice extends string>(choices: readonly [choice, ...choice[]]) =>
  v.fallback(v.picklist(choices), choices[0]);

/** A stored list of texts: its first `max` texts, anything else dropped. */
export const draftTexts = (max: number) =>
  v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.filter((item): item is string => typeof item === 'string').slice(0, max),
      ),
    ),
    [],
  );

/** A stored page number; anything else is the first page. */
export const draftPage = () => v.fallback(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0);
