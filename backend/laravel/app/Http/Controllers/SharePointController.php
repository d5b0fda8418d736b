<?php

namespace App\Http\Controllers;

use App\Exceptions\MicrosoftCodeRejected;
use App\Exceptions\SharePointAccessRevoked;
use App\Facades\MicrosoftSignIn;
use App\Facades\SharePoint;
use App\Http\Controllers\Auth\MicrosoftController;
use App\Http\Requests\ConfirmSharePointRequest;
use App\Http\Resources\SharePointConnectionResource;
use App\Models\Council;
use App\Models\SharePointConnection;
use App\Support\OAuthState;
use App\Support\SharePoint\SharePointDrive;
use App\Support\SharePoint\SharePointItem;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\ValidationException;

/** A council's SharePoint: connecting it after Microsoft's consent, its libraries and their folders. */
class SharePointController extends Controller
{
    public const NOT_CONNECTED = 'SharePoint is not connected.';

    /** Always 200: the connection, and the drives it reads (none when not connected). */
    public function index(Council $council): JsonResponse
    {
        Gate::authorize('viewMembers', $council);

        $connection = $council->sharepointConnection;
        $drives = [];
        if ($connection !== null) {
            try {
                $drives = self::withToken($connection, fn (string $token) => SharePoint::drives($token));
            } catch (SharePointAccessRevoked) {
                $connection = self::forget($connection);
            }
        }

        return response()->json([
            'data' => array_map(fn (SharePointDrive $drive) => $drive->toArray(), $drives),
            'connection' => new SharePointConnectionResource($connection),
        ]);
    }

    /** Exchanges the consent's code and keeps the grant for this council, replacing any earlier one. */
    public function store(ConfirmSharePointRequest $request, Council $council): JsonResponse
    {
        $issued = OAuthState::consume($request->query('state'), 'sharepoint');
        if ($issued === null || $issued['council_id'] !== $council->id) {
            throw ValidationException::withMessages(['state' => 'The authorization state is invalid. Please try again.']);
        }
        try {
            $grant = MicrosoftSignIn::exchangeCode($request->query('code'), MicrosoftController::sharepointCallbackUrl(), MicrosoftController::SHAREPOINT_SCOPES);
        } catch (MicrosoftCodeRejected) {
            throw ValidationException::withMessages(['code' => 'Microsoft rejected the authorization code. Please try again.']);
        }

        $connection = $council->sharepointConnection()->updateOrCreate([], [
            'account_name' => $grant->name,
            'account_email' => $grant->email,
            'access_token' => $grant->accessToken,
            'refresh_token' => $grant->refreshToken,
            'expires_at' => $grant->expiresAt,
            'connected_at' => now(),
        ]);

        return (new SharePointConnectionResource($connection))
            ->additional(['message' => 'SharePoint connected.'])
            ->response()
            ->setStatusCode(200);
    }

    /**
     * A folder named by up to two segments below the drive (`segment1`): sub-folders first, then
     * files, each by name, with the drive and the breadcrumbs from the drive's root.
     */
    public function show(Council $council, string $segment1, ?string $segment2 = null, ?string $segment3 = null): JsonResponse
    {
        Gate::authorize('viewMembers', $council);

        $segments = array_values(array_filter([$segment2, $segment3], fn (?string $segment) => $segment !== null));
        abort_if(collect($segments)->contains(fn (string $segment) => str_contains($segment, '/')), 404, 'Not found.');
        $drive = collect(self::read($council, fn (string $token) => SharePoint::drives($token)))
            ->first(fn (SharePointDrive $drive) => $drive->id === $segment1);
        abort_if($drive === null, 404, 'Not found.');
        $items = self::read($council, fn (string $token) => SharePoint::children($token, $drive->id, '/'.implode('/', $segments)));
        abort_if($items === null, 404, 'Not found.');

        usort($items, fn (SharePointItem $a, SharePointItem $b) => [$b->isFolder, mb_strtolower($a->name)] <=> [$a->isFolder, mb_strtolower($b->name)]);
        $breadcrumbs = [['name' => $drive->name, 'path' => '/']];
        foreach ($segments as $index => $name) {
            $breadcrumbs[] = ['name' => $name, 'path' => '/'.implode('/', array_slice($segments, 0, $index + 1))];
        }

        return response()->json([
            'data' => array_map(fn (SharePointItem $item) => $item->toArray(), $items),
            'drive' => $drive->toArray(),
            'breadcrumbs' => $breadcrumbs,
        ]);
    }

    /**
     * What Microsoft answers `$read` with the council's access token (renewed when it expired); 422
     * on `sharepoint` when SharePoint is not connected, or Microsoft no longer accepts the grant (which
     * is then forgotten).
     *
     * @template T
     *
     * @param  \Closure(string): T  $read
     * @return T
     */
    public static function read(Council $council, \Closure $read): mixed
    {
        $connection = $council->sharepointConnection
            ?? throw ValidationException::withMessages(['sharepoint' => self::NOT_CONNECTED]);
        try {
            return self::withToken($connection, $read);
        } catch (SharePointAccessRevoked) {
            self::forget($connection);
            throw ValidationException::withMessages(['sharepoint' => self::NOT_CONNECTED]);
        }
    }

    /**
     * `$read` with the connection's access token; refused (it expired before the time Microsoft gave,
     * or that time is unknown), once more with a renewed one.
     *
     * @template T
     *
     * @param  \Closure(string): T  $read
     * @return T
     *
     * @throws SharePointAccessRevoked when Microsoft accepts neither
     */
    private static function withToken(SharePointConnection $connection, \Closure $read): mixed
    {
        try {
            return $read($connection->freshAccessToken());
        } catch (SharePointAccessRevoked $refused) {
            return $read($connection->renewAccessToken() ?? throw $refused);
        }
    }

    private static function forget(?SharePointConnection $connection): null
    {
        $connection?->delete();

        return null;
    }
}
