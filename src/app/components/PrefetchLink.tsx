import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useAuthStore } from '@/lib/session/auth-context';
import { useOnRest } from '@/hooks/use-on-rest';
import { usePagePrefetcher } from './page-prefetch';

/** Hover or focus for about 100 ms, then prefetch the target page's chunk and first data. */
export function usePrefetchHandlers(to: LinkProps['to']) {
  const queryClient = useQueryClient();
  const auth = useAuthStore();
  const prefetchPage = usePagePrefetcher();
  const target = typeof to === 'string' ? to : (to.pathname ?? '/');
  const { start, cancel } = useOnRest(() =>
    prefetchPage(target, queryClient, auth.getState().userProfile),
  );
  return {
    onMouseEnter: start,
    onMouseLeave: cancel,
    onFocus: start,
    onBlur: cancel,
    onTouchStart: () => prefetchPage(target, queryClient, auth.getState().userProfile),
  };
}

export function PrefetchNavLink(props: NavLinkProps) {
  const handlers = usePrefetchHandlers(props.to);
  return <NavLink {...handlers} {...props} />;
}

export function PrefetchLink(props: LinkProps) {
  const handlers = usePrefetchHandlers(props.to);
  return <Link {...handlers} {...props} />;
}
