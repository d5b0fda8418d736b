<?php

namespace App\Http\Controllers;

use App\Events\CouncilLicenceChanged;
use App\Events\LicenceChanged;
use App\Http\Requests\UpdateCouncilLicenceRequest;
use App\Http\Resources\LicenceResource;
use App\Models\Council;
use App\Models\Licence;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Support\Facades\Gate;

/** The seats of a council's subscriptions, and who holds them. */
class CouncilLicenceController extends Controller
{
    public function index(Council $council): AnonymousResourceCollection
    {
        Gate::authorize('manageLicences', $council);

        // chaperone(): each licence knows its council (whether its plan renews) without a query of its own.
        return LicenceResource::collection($council->licences()->chaperone()->with('user')->orderBy('id')->get());
    }

    public function update(UpdateCouncilLicenceRequest $request, Council $council, Licence $licence): LicenceResource
    {
        $previous = $licence->user_id;
        $holder = $request->holder();

        if ($holder?->pivot->licence && $holder->pivot->licence->isNot($licence)) {
            // The member's old seat ran out: the new one takes its place.
            $holder->pivot->licence->assignTo(null);
        }
        if ($holder?->id !== $previous) {
            $licence->assignTo($holder);
        }
        $licence->load('user')->setRelation('council', $council);

        foreach (array_unique(array_filter([$previous, $licence->user_id])) as $userId) {
            broadcast(new LicenceChanged($licence, $userId))->toOthers();
        }
        broadcast(new CouncilLicenceChanged($licence))->toOthers();

        return new LicenceResource($licence);
    }
}
