/**
 * The app store's state lives in the URL (`?q=&category=&price=&page=&agent=`), so a link or the
 * back button restores the search, the filters, the page and an open agent.
 */
import type { ListAgentsParams } from '@/generated/model';
import { APP_STORE_LIST_PARAMS } from './queries';

export interface StoreState {
  q: string;
  category: number | null;
  price: 'free' | 'paid' | null;
  page: number;
  /** The agent whose detail is open. */
  agent: number | null;
}

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function readStoreState(params: URLSearchParams): StoreState {
  const price = params.get('price');
  return {
    q: (params.get('q') ?? '').slice(0, 255),
    category: positive(params.get('category')),
    price: price === 'free' || price === 'paid' ? price : null,
    page: positive(params.get('page')) ?? 1,
    agent: positive(params.get('agent')),
  };
}

/** The URL of a state: defaults are left out, so the plain store is `/App_store`. */
export function writeStoreState(state: StoreState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.category !== null) params.set('category', String(state.category));
  if (state.price !== null) params.set('price', state.price);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.agent !== null) params.set('agent', String(state.agent));
  return params;
}

/** A change of search or filter starts again at page 1. */
export function withFilter(
  state: StoreState,
  change: Partial<Pick<StoreState, 'q' | 'category' | 'price'>>,
): StoreState {
  return { ...state, ...change, page: 1, agent: null };
}

/** The listAgents query of a state (the first page without filters is the one the nav link prefetches). */
export function listParamsOf(state: StoreState): ListAgentsParams {
  return {
    ...APP_STORE_LIST_PARAMS,
    ...(state.q.trim() !== '' && { search: state.q.trim() }),
    ...(state.category !== null && { category_id: state.category }),
    ...(state.price !== null && { pricing: state.price }),
    ...(state.page > 1 && { page: state.page }),
  };
}
