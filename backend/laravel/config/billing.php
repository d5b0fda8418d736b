<?php

return [
    /*
    | Who issues the invoices and receipts: every order's document names the supplier by its legal
    | name, registered address and VAT registration number, as the buyer's accounts need to file it.
    */
    'supplier' => [
        'name' => env('BILLING_SUPPLIER_NAME', 'Council Chat Ltd'),
        'address_lines' => [
            env('BILLING_SUPPLIER_ADDRESS_LINE_1', '4 Market Street'),
            env('BILLING_SUPPLIER_ADDRESS_LINE_2', 'Ludlow'),
            env('BILLING_SUPPLIER_POSTCODE', 'SY8 1AA'),
            env('BILLING_SUPPLIER_COUNTRY', 'United Kingdom'),
        ],
        'vat_number' => env('BILLING_SUPPLIER_VAT_NUMBER', 'GB 284 5176 39'),
        'company_number' => env('BILLING_SUPPLIER_COMPANY_NUMBER', '12345678'),
    ],
];
