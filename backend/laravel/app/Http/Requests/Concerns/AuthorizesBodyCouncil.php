<?php

namespace App\Http\Requests\Concerns;

use App\Models\Council;
use Closure;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Validator;

/**
 * For a request that names its council in the body or query (`council_id`) rather than in the path,
 * where no route binding has resolved it. FormRequest::authorize() runs before the rules, when
 * `council_id` may still be 7, "7", 7.0, "+7" or true (the `integer` rule accepts each), so the role is
 * checked on the council the rules accepted: the first of the request's after() hooks, before any
 * other check can say something about that council to someone who may not act for it.
 */
trait AuthorizesBodyCouncil
{
    private ?Council $bodyCouncil = null;

    /** The council the validated `council_id` names; null when the request names none. */
    public function council(): ?Council
    {
        $id = $this->validated('council_id');

        return $id === null ? null : $this->bodyCouncil ??= Council::findOrFail($id);
    }

    /** An after() hook: 403 unless the caller may do `$ability` for the named council. */
    protected function authorizeCouncil(string $ability): Closure
    {
        return function (Validator $validator) use ($ability) {
            if ($validator->errors()->isEmpty() && ($council = $this->council()) !== null) {
                Gate::forUser($this->user())->authorize($ability, $council);
            }
        };
    }
}
