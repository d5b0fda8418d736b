/**
 * What the invitations' places on screen share (the sidebar's and the page's): whether a page shows
 * the invitations in full, so the sidebar does not show the same card a second time beside it, and
 * the council just joined by accepting one, said where the invitation was until the user moves on.
 */
import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

/** How many full (page) lists of invitations are mounted. */
const pageLists = createStore(0);

export function registerPageList(): () => void {
  pageLists.set((n) => n + 1);
  return () => pageLists.set((n) => n - 1);
}

export const usePageListShown = (): boolean =>
  useSyncExternalStore(
    pageLists.subscribe,
    () => pageLists.get() > 0,
    () => false,
  );

export interface JoinedCouncil {
  name: string;
  /** The role in words ("a member", "an administrator"). */
  role: string;
  /** Whether that role assigns members to the council's agents (`x-council-roles` of updateCouncilAgentUsers). */
  assigns: boolean;
  /** Who assigns them, in words ("administrators and managers"). */
  assigners: string;
}

/**
 * How many places that say "You joined …" once an invitation is accepted (JoinedNotice) are
 * mounted. Accepting confirms itself once: on that notice when the screen has one, by a toast when not.
 */
const noticePlaces = createStore(0);

export function registerJoinedNoticePlace(): () => void {
  noticePlaces.set((n) => n + 1);
  return () => noticePlaces.set((n) => n - 1);
}

export const joinedNoticeShown = (): boolean => noticePlaces.get() > 0;

/** The council the user joined last by accepting an invitation in this tab, until it is read. */
export const joinedCouncil = createStore<JoinedCouncil | null>(null);

export const useJoinedCouncil = (): JoinedCouncil | null =>
  useSyncExternalStore(joinedCouncil.subscribe, joinedCouncil.get, () => null);
