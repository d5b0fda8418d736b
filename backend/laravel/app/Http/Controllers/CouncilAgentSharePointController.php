<?php

namespace App\Http\Controllers;

use App\Facades\SharePoint;
use App\Http\Requests\LinkCouncilAgentSharePointRequest;
use App\Http\Resources\CouncilAgentResource;
use App\Models\Agent;
use App\Models\Council;
use App\Support\SharePoint\SharePointDrive;
use Illuminate\Validation\ValidationException;

class CouncilAgentSharePointController extends Controller
{
    /** Links a folder of one of the council's drives to the agent, replacing any earlier link. */
    public function __invoke(LinkCouncilAgentSharePointRequest $request, Council $council, Agent $agent): CouncilAgentResource
    {
        $councilAgent = $council->councilAgentFor($agent);
        $drive = collect(SharePointController::read($council, fn (string $token) => SharePoint::drives($token)))
            ->first(fn (SharePointDrive $drive) => $drive->id === $request->input('drive'))
            ?? throw ValidationException::withMessages(['drive' => 'The drive does not exist.']);
        $path = $request->folderPath();
        if (SharePointController::read($council, fn (string $token) => SharePoint::children($token, $drive->id, $path)) === null) {
            throw ValidationException::withMessages(['path' => 'The folder does not exist in this drive.']);
        }

        $councilAgent->update(['sharepoint_drive' => $drive->id, 'sharepoint_path' => $path]);

        return new CouncilAgentResource($councilAgent->announce());
    }
}
