import { lazyModule } from '@/lib/ui/lazy-module';
import type { MarkdownProps } from './Markdown';

/** marked + DOMPurify load only where a message is shown (a thread's page preloads them). */
export const markdownModule = lazyModule(() => import('./Markdown'));
export const loadMarkdown = markdownModule.load;

/** Until the renderer has loaded (it loads alongside the thread's data), the text shows as is. */
export function LazyMarkdown(props: MarkdownProps) {
  const module = markdownModule.use();
  if (!module) return <p className="msg-text">{props.source}</p>;
  return <module.Markdown {...props} />;
}
