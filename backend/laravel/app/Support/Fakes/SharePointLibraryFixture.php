<?php

namespace App\Support\Fakes;

/**
 * The document libraries SharePoint's fake shows every council, as the mock's Northwind has them
 * (mocks/db/seed/councils-sharepoint.ts): two drives, folders four levels deep. A folder is
 * `name => [children]`, a file `name => size in KB`.
 */
class SharePointLibraryFixture
{
    public const SITE = 'https://northwind.sharepoint.com/sites/Council';

    public const DOCUMENTS = 'b!nW7x2F3m0Eq8yV1zR4tN5uJ6wH9pL2cD3eF4gH5iJ6kL7mN8oP9qR0sT';

    public const COMMITTEE_PAPERS = 'b!pZ7y1W3v5U7t9S1r3Q5p7O9n1M3l5K7j9I1h3G5f7E9d1C3b5A7z9Y1x';

    /** @return list<array{id: string, name: string, web_url: string, tree: array}> */
    public static function drives(): array
    {
        return [
            ['id' => self::DOCUMENTS, 'name' => 'Documents', 'web_url' => self::SITE.'/Shared%20Documents', 'tree' => [
                'Planning' => [
                    'Applications' => [
                        '2026' => [
                            'Approved' => ['APP-2026-003 Decision notice.pdf' => 212, 'APP-2026-007 Decision notice.pdf' => 198],
                            'APP-2026-014 Design and access statement.pdf' => 2480,
                            'APP-2026-014 Site plan.pdf' => 1320,
                            'APP-2026-021 Officer report.docx' => 96,
                        ],
                        '2025' => ['Applications register 2025.xlsx' => 64],
                        'Validation checklist.docx' => 48,
                    ],
                    'Appeals' => ['Appeal APP-2025-118 statement of case.docx' => 142],
                    'Neighbourhood Plan.docx' => 248,
                    'Local Plan policies map.pdf' => 5120,
                ],
                'Finance' => [
                    'Budgets' => [
                        '2026-27' => ['Budget 2026-27 draft.xlsx' => 310, 'Precept calculation.xlsx' => 42],
                        'Budget 2025-26.xlsx' => 296,
                    ],
                    'Audit' => ['Internal audit report 2025.pdf' => 880, 'Annual governance statement.docx' => 64],
                    'Financial regulations.pdf' => 410,
                ],
                'Policies' => [
                    'HR' => ['Grievance policy.docx' => 58, 'Recruitment policy.docx' => 61],
                    'Code of conduct.pdf' => 350,
                    'Complaints procedure.docx' => 44,
                    'Data protection policy.pdf' => 288,
                ],
                'Archive' => [],
                'Welcome to the council library.docx' => 32,
                'Contacts.xlsx' => 18,
            ]],
            ['id' => self::COMMITTEE_PAPERS, 'name' => 'Committee Papers', 'web_url' => self::SITE.'/Committee%20Papers', 'tree' => [
                'Full Council' => [
                    '2026' => [
                        'March' => ['Agenda 2026-03-12.pdf' => 120, 'Minutes 2026-03-12.docx' => 84],
                        'Forward plan 2026.xlsx' => 36,
                    ],
                    '2025' => ['Minutes 2025-12-10.docx' => 81],
                ],
                'Planning Committee' => [
                    '2026' => [
                        'February' => ['Agenda 2026-02-19.pdf' => 98],
                        'Schedule of applications.xlsx' => 52,
                    ],
                ],
                'Finance Committee' => ['Terms of reference.docx' => 28],
            ]],
        ];
    }
}
