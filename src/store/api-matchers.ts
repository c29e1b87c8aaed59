/**
 * RTK Query's own `matchFulfilled` of an endpoint, for the slices that keep server data (`builder.addMatcher`).
 *
 * The slices are in the first chunk and the API layer (RTK Query and axios, 37.8 KB gzip) is not: /login2 shows
 * its form without it (docs/performance.md, "Why the API layer loads late"). So a slice cannot import an endpoint
 * to ask for its matcher; it names the endpoint, and the matcher is looked up on the api when an action comes. No
 * action of an endpoint can exist before its module has loaded, so until then nothing matches.
 */
import { loadedApi } from '../api/api-registry';
import type { catalogueApi } from '../api/endpoints/catalogue';
import type { customerApi } from '../api/endpoints/customer';
import type { dictApi } from '../api/endpoints/dict';

type Endpoints = typeof catalogueApi.endpoints &
  typeof customerApi.endpoints &
  typeof dictApi.endpoints;

/** The action an endpoint's `matchFulfilled` recognises. */
type FulfilledOf<Name extends keyof Endpoints> = Endpoints[Name]['matchFulfilled'] extends (
  action: unknown,
) => action is infer Action
  ? Action
  : never;

/** The fulfilled matcher of endpoint `name`, as `api.endpoints[name].matchFulfilled` is once the api has loaded. */
export function fulfilledOf<Name extends keyof Endpoints>(
  name: Name,
): (action: unknown) => action is FulfilledOf<Name> {
  return (action: unknown): action is FulfilledOf<Name> => {
    // Every endpoint is injected into the one api object: its module has loaded if an action of it exists.
    const endpoints: Partial<Endpoints> | undefined = loadedApi()?.endpoints;
    return endpoints?.[name]?.matchFulfilled(action) ?? false;
  };
}
