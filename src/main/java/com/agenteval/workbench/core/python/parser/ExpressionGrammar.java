package com.agenteval.workbench.core.python.parser;

/**
 * The expression rules of CPython 3.11's {@code Grammar/python.gram}, in its own notation and order, with the C
 * actions replaced by {@link Peg}'s action tags. Alternatives that are a lone {@code invalid_*} rule are left out:
 * pegen runs them only in the second, error-reporting pass, which cannot turn a failure into a success. The one
 * {@code invalid_*} rule the first pass does call ({@code dict}'s second alternative) is kept, since it takes
 * stack levels.
 */
final class ExpressionGrammar {

    private ExpressionGrammar() {}

    static final String TEXT = """
            eval: a=expressions NEWLINE* ENDMARKER {a}
            fstring: star_expressions

            expressions:
                | a=expression b=(',' c=expression {c})+ [','] {node}
                | a=expression ',' {node}
                | expression
            expression (memo):
                | a=disjunction 'if' b=disjunction 'else' c=expression {node}
                | disjunction
                | lambdef
            yield_expr:
                | 'yield' 'from' a=expression {node}
                | 'yield' a=[star_expressions] {node}
            star_expressions:
                | a=star_expression b=(',' c=star_expression {c})+ [','] {node}
                | a=star_expression ',' {node}
                | star_expression
            star_expression (memo):
                | '*' a=bitwise_or {node}
                | expression
            star_named_expressions: a=','.star_named_expression+ [','] {a}
            star_named_expression:
                | '*' a=bitwise_or {node}
                | named_expression
            assignment_expression:
                | a=NAME ':=' ~ b=expression {node}
            named_expression:
                | assignment_expression
                | expression !':='

            disjunction (memo):
                | a=conjunction b=('or' c=conjunction {c})+ {node}
                | conjunction
            conjunction (memo):
                | a=inversion b=('and' c=inversion {c})+ {node}
                | inversion
            inversion (memo):
                | 'not' a=inversion {node}
                | comparison

            comparison:
                | a=bitwise_or b=compare_op_bitwise_or_pair+ {node}
                | bitwise_or
            compare_op_bitwise_or_pair:
                | eq_bitwise_or
                | noteq_bitwise_or
                | lte_bitwise_or
                | lt_bitwise_or
                | gte_bitwise_or
                | gt_bitwise_or
                | notin_bitwise_or
                | in_bitwise_or
                | isnot_bitwise_or
                | is_bitwise_or
            eq_bitwise_or: '==' a=bitwise_or {seq}
            noteq_bitwise_or:
                | (tok='!=' {tok}) a=bitwise_or {seq}
            lte_bitwise_or: '<=' a=bitwise_or {seq}
            lt_bitwise_or: '<' a=bitwise_or {seq}
            gte_bitwise_or: '>=' a=bitwise_or {seq}
            gt_bitwise_or: '>' a=bitwise_or {seq}
            notin_bitwise_or: 'not' 'in' a=bitwise_or {seq}
            in_bitwise_or: 'in' a=bitwise_or {seq}
            isnot_bitwise_or: 'is' 'not' a=bitwise_or {seq}
            is_bitwise_or: 'is' a=bitwise_or {seq}

            bitwise_or:
                | a=bitwise_or '|' b=bitwise_xor {bin}
                | bitwise_xor
            bitwise_xor:
                | a=bitwise_xor '^' b=bitwise_and {bin}
                | bitwise_and
            bitwise_and:
                | a=bitwise_and '&' b=shift_expr {bin}
                | shift_expr
            shift_expr:
                | a=shift_expr '<<' b=sum {bin}
                | a=shift_expr '>>' b=sum {bin}
                | sum

            sum:
                | a=sum '+' b=term {bin}
                | a=sum '-' b=term {bin}
                | term
            term:
                | a=term '*' b=factor {bin}
                | a=term '/' b=factor {bin}
                | a=term '//' b=factor {bin}
                | a=term '%' b=factor {bin}
                | a=term '@' b=factor {bin}
                | factor
            factor (memo):
                | '+' a=factor {unary}
                | '-' a=factor {unary}
                | '~' a=factor {unary}
                | power
            power:
                | a=await_primary '**' b=factor {bin}
                | await_primary

            await_primary (memo):
                | AWAIT a=primary {node}
                | primary
            primary:
                | a=primary '.' b=NAME {node}
                | a=primary b=genexp {node}
                | a=primary '(' b=[arguments] ')' {node}
                | a=primary '[' b=slices ']' {node}
                | atom
            slices:
                | a=slice !',' {a}
                | a=','.(slice | starred_expression)+ [','] {node}
            slice:
                | a=[expression] ':' b=[expression] c=[':' d=[expression] {d}] {node}
                | a=named_expression {a}
            atom:
                | NAME {node}
                | 'True' {node}
                | 'False' {node}
                | 'None' {node}
                | &STRING strings
                | NUMBER {num}
                | &'(' (tuple | group | genexp)
                | &'[' (list | listcomp)
                | &'{' (dict | set | dictcomp | setcomp)
                | '...' {node}
            group:
                | '(' a=(yield_expr | named_expression) ')' {a}

            lambdef:
                | 'lambda' a=[lambda_params] ':' b=expression {node}
            lambda_params:
                | lambda_parameters
            lambda_parameters:
                | a=lambda_slash_no_default b=lambda_param_no_default* c=lambda_param_with_default*
                    d=[lambda_star_etc] {node}
                | a=lambda_slash_with_default b=lambda_param_with_default* c=[lambda_star_etc] {node}
                | a=lambda_param_no_default+ b=lambda_param_with_default* c=[lambda_star_etc] {node}
                | a=lambda_param_with_default+ b=[lambda_star_etc] {node}
                | a=lambda_star_etc {node}
            lambda_slash_no_default:
                | a=lambda_param_no_default+ '/' ',' {a}
                | a=lambda_param_no_default+ '/' &':' {a}
            lambda_slash_with_default:
                | a=lambda_param_no_default* b=lambda_param_with_default+ '/' ',' {seq}
                | a=lambda_param_no_default* b=lambda_param_with_default+ '/' &':' {seq}
            lambda_star_etc:
                | '*' a=lambda_param_no_default b=lambda_param_maybe_default* c=[lambda_kwds] {seq}
                | '*' ',' b=lambda_param_maybe_default+ c=[lambda_kwds] {seq}
                | a=lambda_kwds {seq}
            lambda_kwds:
                | '**' a=lambda_param_no_default {a}
            lambda_param_no_default:
                | a=lambda_param ',' {a}
                | a=lambda_param &':' {a}
            lambda_param_with_default:
                | a=lambda_param c=default ',' {seq}
                | a=lambda_param c=default &':' {seq}
            lambda_param_maybe_default:
                | a=lambda_param c=default? ',' {seq}
                | a=lambda_param c=default? &':' {seq}
            lambda_param: NAME {node}
            default: '=' a=expression {a}

            strings (memo): a=STRING+ {strings}
            list:
                | '[' a=[star_named_expressions] ']' {node}
            tuple:
                | '(' a=[y=star_named_expression ',' z=[star_named_expressions] {seq}] ')' {node}
            set: '{' a=star_named_expressions '}' {node}
            dict:
                | '{' a=[double_starred_kvpairs] '}' {node}
                | '{' invalid_double_starred_kvpairs '}'
            double_starred_kvpairs: a=','.double_starred_kvpair+ [','] {a}
            double_starred_kvpair:
                | '**' a=bitwise_or {seq}
                | kvpair
            kvpair: a=expression ':' b=expression {seq}

            for_if_clauses:
                | a=for_if_clause+ {a}
            for_if_clause:
                | ASYNC 'for' a=star_targets 'in' ~ b=disjunction c=('if' z=disjunction {z})* {node}
                | 'for' a=star_targets 'in' ~ b=disjunction c=('if' z=disjunction {z})* {node}
            listcomp:
                | '[' a=named_expression b=for_if_clauses ']' {node}
            setcomp:
                | '{' a=named_expression b=for_if_clauses '}' {node}
            genexp:
                | '(' a=( assignment_expression | expression !':=') b=for_if_clauses ')' {node}
            dictcomp:
                | '{' a=kvpair b=for_if_clauses '}' {node}

            arguments (memo):
                | a=args [','] &')' {a}
            args:
                | a=','.(starred_expression | ( assignment_expression | expression !':=') !'=')+
                    b=[',' k=kwargs {k}] {seq}
                | a=kwargs {seq}
            kwargs:
                | a=','.kwarg_or_starred+ ',' b=','.kwarg_or_double_starred+ {seq}
                | ','.kwarg_or_starred+
                | ','.kwarg_or_double_starred+
            starred_expression:
                | '*' a=expression {node}
            kwarg_or_starred:
                | a=NAME '=' b=expression {node}
                | a=starred_expression {a}
            kwarg_or_double_starred:
                | a=NAME '=' b=expression {node}
                | '**' a=expression {node}

            star_targets:
                | a=star_target !',' {a}
                | a=star_target b=(',' c=star_target {c})* [','] {node}
            star_targets_list_seq: a=','.star_target+ [','] {a}
            star_targets_tuple_seq:
                | a=star_target b=(',' c=star_target {c})+ [','] {seq}
                | a=star_target ',' {seq}
            star_target (memo):
                | '*' a=(!'*' star_target) {node}
                | target_with_star_atom
            target_with_star_atom (memo):
                | a=t_primary '.' b=NAME !t_lookahead {node}
                | a=t_primary '[' b=slices ']' !t_lookahead {node}
                | star_atom
            star_atom:
                | a=NAME {node}
                | '(' a=target_with_star_atom ')' {a}
                | '(' a=[star_targets_tuple_seq] ')' {node}
                | '[' a=[star_targets_list_seq] ']' {node}
            t_primary:
                | a=t_primary '.' b=NAME &t_lookahead {node}
                | a=t_primary '[' b=slices ']' &t_lookahead {node}
                | a=t_primary b=genexp &t_lookahead {node}
                | a=t_primary '(' b=[arguments] ')' &t_lookahead {node}
                | a=atom &t_lookahead {a}
            t_lookahead: '(' | '[' | '.'

            invalid_double_starred_kvpairs:
                | ','.double_starred_kvpair+ ',' invalid_kvpair
                | expression ':' a='*' bitwise_or {error}
                | expression a=':' &('}'|',') {error}
            invalid_kvpair:
                | a=expression !(':') {error}
                | expression ':' a='*' bitwise_or {error}
                | expression a=':' &('}'|',') {error}
            """;

    /** The rules, read once. */
    static final Peg.Grammar GRAMMAR = Peg.read(TEXT);
}
