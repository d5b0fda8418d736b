/**
 * The API's dictionaries (roles, positions, categories, models, tools) as query options: several
 * features read them, so their one factory each lives below the features, and every screen that
 * shows one reads the same cache entry.
 */
import {
  getListCategoriesQueryOptions,
  getListModelsQueryOptions,
  getListRolesQueryOptions,
  getListToolsQueryOptions,
  getListUserPositionsQueryOptions,
} from '@/generated/api/dictionaries/dictionaries';

/** The council roles a member can hold. */
export function rolesQuery() {
  return getListRolesQueryOptions();
}

/** The positions a user can give for themselves. */
export function userPositionsQuery() {
  return getListUserPositionsQueryOptions();
}

/** The agents' categories. */
export function categoriesQuery() {
  return getListCategoriesQueryOptions();
}

/** The models an agent can run on. */
export function modelsQuery() {
  return getListModelsQueryOptions();
}

/** The tools an agent can use and a user can connect, with the user's connection state. */
export function toolsQuery() {
  return getListToolsQueryOptions();
}
