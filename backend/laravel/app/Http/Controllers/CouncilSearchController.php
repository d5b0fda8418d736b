<?php

namespace App\Http\Controllers;

use App\Http\Requests\SearchCouncilsRequest;
use App\Http\Resources\CouncilSummaryResource;
use App\Models\Council;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class CouncilSearchController extends Controller
{
    /** At most 20 councils by name or slug, plus the one whose join code is `q` (a join link's council). */
    public function __invoke(SearchCouncilsRequest $request): AnonymousResourceCollection
    {
        $q = mb_strtolower($request->validated('q'));
        $byCode = Council::withSummaryFor($request->user())->whereNotNull('join_code')->whereRaw('lower(join_code) = ?', [$q])->first();
        $byName = Council::withSummaryFor($request->user())
            ->when($byCode, fn ($query) => $query->whereKeyNot($byCode->id))
            // instr(), not LIKE: `%` and `_` in what was typed are matched as they are.
            ->where(fn ($query) => $query->whereRaw('instr(lower(name), ?) > 0', [$q])
                ->orWhereRaw('instr(slug, ?) > 0', [$q]))
            ->orderBy('name')
            ->orderBy('id')
            ->limit($byCode ? 19 : 20)
            ->get();
        $found = $byCode ? $byName->push($byCode)->sortBy([['name', 'asc'], ['id', 'asc']])->values() : $byName;

        return CouncilSummaryResource::collection($found);
    }
}
