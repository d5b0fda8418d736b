import { useNavigate } from 'react-router';
import { paths } from '@/lib/routes/paths';

/** Opens the chat's new-thread screen with the agent chosen; the thread starts with the first message (as the sidebar does). */
export function useOpenChat(): (agentId: number) => void {
  const navigate = useNavigate();
  return (agentId) => void navigate(paths.chat.href({ search: { agent: agentId } }));
}
