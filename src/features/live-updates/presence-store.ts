import { toOnlineMember, toOnlineMembers, type OnlineMember } from '@/lib/realtime/presence';
import { createListeners } from '@/lib/store';

/**
 * Who of the current council is online, from its presence channel: `here` gives the list,
 * `joining`/`leaving` change it (the server already deduplicates a user's several tabs). They take
 * what Echo hands over, as it came over the wire, and read it through `toOnlineMember` (ids as
 * integers whether Laravel sent them as integers or strings).
 */
export function createPresenceStore() {
  let members: readonly OnlineMember[] = [];
  const { subscribe, notify: emit } = createListeners();
  return {
    getSnapshot: () => members,
    subscribe,
    here(list: unknown) {
      members = toOnlineMembers(list);
      emit();
    },
    joining(info: unknown) {
      const member = toOnlineMember(info);
      if (!member) return;
      members = [...members.filter((m) => m.id !== member.id), member];
      emit();
    },
    leaving(info: unknown) {
      const member = toOnlineMember(info);
      if (!member) return;
      members = members.filter((m) => m.id !== member.id);
      emit();
    },
    clear() {
      members = [];
      emit();
    },
  };
}

export const councilPresence = createPresenceStore();
