import { createContext, useContext } from 'react';

/**
 * Names for what a state refers to by id, and for people by username (decision 108): the history shows an artist,
 * a board or a person by name. An id without a current name (deleted since) reads `#id`.
 */
export type HistoryNames = {
  artist: (id: number) => string;
  board: (id: number) => string;
  person: (username: string) => string;
};

export const byId = (id: number) => `#${id}`;

export const HistoryNamesContext = createContext<HistoryNames>({ artist: byId, board: byId, person: (username) => username });

export const useNames = () => useContext(HistoryNamesContext);

/** Looks names up in lists once they are loaded; `#id (지금은 없음)` for an id the loaded list lacks. */
export function namesFrom(lists: {
  artists?: readonly { id: number; korName: string }[];
  boards?: readonly { id: number; korName: string }[];
  people?: Readonly<Record<string, string>>;
}): HistoryNames {
  const lookup = (list: readonly { id: number; korName: string }[] | undefined) => {
    if (!list) return byId;
    const names = new Map(list.map((item) => [item.id, item.korName]));
    return (id: number) => names.get(id) ?? `#${id} (지금은 없음)`;
  };
  return { artist: lookup(lists.artists), board: lookup(lists.boards), person: (username) => lists.people?.[username] ?? username };
}
