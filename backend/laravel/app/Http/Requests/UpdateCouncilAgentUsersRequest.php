<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/** The whole list of members allowed to use the agent; each must be an active member of the council. */
class UpdateCouncilAgentUsersRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('manageAgents', $this->route('council'));
    }

    public function rules(): array
    {
        return [
            'users' => ['present', 'array', 'max:1000'],
            'users.*' => ['integer', 'distinct'],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty()) {
                    return;
                }
                // An agent the council does not have is a 404 before any id is judged.
                $this->route('council')->councilAgentFor($this->route('agent'));
                // As integers: the `integer` rule also takes "7" and 7.0, which a strict comparison would miss.
                $ids = array_map(intval(...), $this->input('users'));
                $members = $this->route('council')->users()->wherePivot('status', 'active')
                    ->whereIn('users.id', $ids)->pluck('users.id')->map(intval(...))->all();
                foreach ($ids as $index => $id) {
                    if (! in_array($id, $members, true)) {
                        $validator->errors()->add("users.{$index}", "The selected users.{$index} is not a member of this council.");
                    }
                }
            },
        ];
    }
}
