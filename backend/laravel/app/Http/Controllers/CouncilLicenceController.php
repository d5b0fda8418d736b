<?php

namespace App\Http\Controllers;

use App\Events\CouncilLicenceChanged;
use App\Events\LicenceChanged;
use App\Http\Requests\UpdateCouncilLicenceRequest;
use App\Http\Resources\LicenceResource;
use App\Models\Council;
use App\Models\Licence;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\ValidationException;

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
        try {
            DB::transaction(function () use ($request, $council, $licence) {
                $council->lockMembership();
                // Read again under its lock: who holds it now, not when the rules looked.
                $licence->setRawAttributes($council->licences()->lockForUpdate()->findOrFail($licence->id)->getAttributes(), true);
                $previous = $licence->user_id;
                $holder = $request->holder();

                if ($holder?->pivot->licence && $holder->pivot->licence->isNot($licence)) {
                    // Given a seat since the rules looked: one seat per member.
                    if ($holder->pivot->licence->currentStatus() !== 'expired') {
                        throw ValidationException::withMessages(['user_id' => 'This user already holds a licence.']);
                    }
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
            }, 5);
        } catch (UniqueConstraintViolationException) {
            // The member was given another seat since the rules looked (one seat per member, licences' unique index).
            throw ValidationException::withMessages(['user_id' => 'This user already holds a licence.']);
        }

        return new LicenceResource($licence);
    }
}
