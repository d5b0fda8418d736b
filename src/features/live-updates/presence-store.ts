import type { PresenceMember } from '@/generated/model';

type Member = PresenceMember['user_info'];

/**
 * Who of the current council is online, from its presence channel: `here` gives the list,
 * `joining`/`leaving` change it (the server already deduplicates a user's several tabs).
 */
export function createPresenceStore() {
  let members: readonly Member[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    getSnapshot: () => members,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    here(list: Member[]) {
      members = [...list];
      emit();
    },
    joining(member: Member) {
      members = [...members.filter((m) => m.id !== member.id), member];
      emit();
    },
    leaving(member: Member) {
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
